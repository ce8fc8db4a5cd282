import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Check } from 'lucide-react';
import { useLocale } from '../../i18n/LocaleProvider';
import { VerifiedBadgeRoot, VerifiedMark, type VerifiedBadgeSize } from './VerifiedBadge.styles';

export type VerifiedBadgeProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** icon: the check mark alone, beside a name (cards, chat headers); label: the mark and the word (profiles). */
  variant?: 'icon' | 'label';
  /** sm (14 px mark) in lists and headers, md (18 px) on a profile. */
  size?: VerifiedBadgeSize;
};

/**
 * Says a member is verified: staff compared a selfie in a pose chosen at random with the member's
 * photos (docs/safety.md, "Verified profiles"). One image named in the member's language ("Verified").
 * Shown only for a member whose `verified` is 1.
 */
export const VerifiedBadge = forwardRef<HTMLSpanElement, VerifiedBadgeProps>(function VerifiedBadge(
  { variant = 'icon', size = 'sm', ...rest },
  ref,
) {
  const { t } = useLocale();
  const label = variant === 'label';
  return (
    <VerifiedBadgeRoot ref={ref} role="img" aria-label={t('member.verified')} $size={size} $label={label} {...rest}>
      <VerifiedMark $size={size} aria-hidden="true">
        <Check strokeWidth={3.5} />
      </VerifiedMark>
      {label && <span aria-hidden="true">{t('member.verified')}</span>}
    </VerifiedBadgeRoot>
  );
});
