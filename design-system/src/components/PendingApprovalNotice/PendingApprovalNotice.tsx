import { forwardRef, useId, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import { Hourglass } from 'lucide-react';
import { Emblem, NoticeBody, NoticeRoot, NoticeTitle, SignOutLink } from './PendingApprovalNotice.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type PendingApprovalNoticeProps = ComponentPropsWithoutRef<'section'> & {
  /** Where the sign-out link points (the app usually intercepts it). */
  signOutHref?: string;
  /** Sign out: the only thing a member under review can do. */
  onSignOut?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** All the shell shows while an account has status 2 (under review): a notice and a sign-out link. */
export const PendingApprovalNotice = forwardRef<HTMLElement, PendingApprovalNoticeProps>(function PendingApprovalNotice(
  { signOutHref = '#sign-out', onSignOut, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  return (
    <NoticeRoot ref={ref} aria-labelledby={`pending-${id}`} {...rest}>
      <Emblem aria-hidden="true">
        <Hourglass />
      </Emblem>
      <NoticeTitle id={`pending-${id}`}>{t('pending.title')}</NoticeTitle>
      <NoticeBody>{t('pending.body')}</NoticeBody>
      <SignOutLink href={signOutHref} onClick={onSignOut}>
        {t('pending.signOut')}
      </SignOutLink>
    </NoticeRoot>
  );
});
