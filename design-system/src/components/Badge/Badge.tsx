import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { BadgeRoot, type BadgeTone } from './Badge.styles';
import { useLocale } from '../../i18n/LocaleProvider';

/** The text a badge shows: the count, or `99+` above the cap (spec: unread badge max 99). */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export type BadgeProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** The number to show; nothing is rendered at 0 or below unless `showZero`. */
  count: number;
  /** Cap; above it the badge reads `99+`. */
  max?: number;
  /** Render even when the count is 0. */
  showZero?: boolean;
  /** A plain dot without a number (e.g. new notices). */
  dot?: boolean;
  /** danger (unread), brand, neutral. */
  tone?: BadgeTone;
  /** Accessible text; defaults to "N unread". */
  label?: string;
};

/** A small count (unread chats, mails, notices). */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, showZero = false, dot = false, tone = 'danger', label, ...rest },
  ref,
) {
  const { t } = useLocale();
  if (count <= 0 && !showZero) return null;
  const name = label ?? (count > max ? t('badge.overflow', { max }) : t('badge.unread', { count }));
  return (
    <BadgeRoot ref={ref} role="img" aria-label={name} $tone={tone} $dot={dot} {...rest}>
      {dot ? null : badgeText(count, max)}
    </BadgeRoot>
  );
});
