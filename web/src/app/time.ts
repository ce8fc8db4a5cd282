/** Relative times (docs/product.md section 9) in the interface language: the design system's formatter. */
import { useTranslation } from './i18n/react';
import { formatRelativeTime, resolveLocale } from './ui';

/** `create_time` (seconds) as "just now", "5 minutes ago", "Mar 3"… */
export function useRelativeTime(): (seconds: number, now?: number) => string {
  const { i18n } = useTranslation();
  const locale = resolveLocale(i18n.language);
  return (seconds, now = Date.now()) => formatRelativeTime(seconds, now, locale);
}

export { formatRelativeTime };
