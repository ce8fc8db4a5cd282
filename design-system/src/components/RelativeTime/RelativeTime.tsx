import { forwardRef, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { Time } from './RelativeTime.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatRelativeTime } from '../../i18n/relativeTime';

export type RelativeTimeProps = Omit<ComponentPropsWithoutRef<'time'>, 'children' | 'dateTime'> & {
  /** Unix time in seconds (the API's create_time, last_login_time). */
  seconds: number;
  /** Fixed "now" in ms (stories, tests); the live clock when left out. */
  now?: number;
  /** How often the text refreshes with the live clock, in ms. */
  refreshMs?: number;
};

/** "just now", "5 minutes ago", "3月5日" — the docs/product.md section 9 rules, in the active language. */
export const RelativeTime = forwardRef<HTMLTimeElement, RelativeTimeProps>(function RelativeTime(
  { seconds, now, refreshMs = 30000, ...rest },
  ref,
) {
  const { locale, languageTag } = useLocale();
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (now !== undefined) return;
    const timer = setInterval(() => setClock(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [now, refreshMs]);
  const date = new Date(seconds * 1000);
  return (
    <Time ref={ref} dateTime={date.toISOString()} title={date.toLocaleString(languageTag)} {...rest}>
      {formatRelativeTime(seconds, now ?? clock, locale)}
    </Time>
  );
});
