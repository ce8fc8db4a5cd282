import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Heart } from 'lucide-react';
import { EmptyAction, EmptyRoot, EmptyText, EmptyTitle, Illustration } from './EmptyState.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type EmptyStateProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** Heading; "Nothing here yet" by default. */
  title?: ReactNode;
  /** One line of explanation. */
  description?: ReactNode;
  /** Icon in the circle (lucide-react). */
  icon?: ReactNode;
  /** A button or link that fixes the emptiness. */
  action?: ReactNode;
};

/** What a list shows when it has nothing (no chats, no photos, no users found). */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, ...rest },
  ref,
) {
  const { t } = useLocale();
  const id = useId();
  return (
    <EmptyRoot ref={ref} aria-labelledby={`empty-${id}`} {...rest}>
      <Illustration aria-hidden="true">{icon ?? <Heart />}</Illustration>
      <EmptyTitle id={`empty-${id}`}>{title ?? t('empty.title')}</EmptyTitle>
      {description && <EmptyText>{description}</EmptyText>}
      {action && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
});
