import type { Locale } from './locales';

interface RelativeTimeWords {
  justNow: string;
  seconds: (n: number) => string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  monthDay: (month: number, day: number) => string;
  yearMonthDay: (year: number, month: number, day: number) => string;
}

const monthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many} ago`;

const words: Record<Locale, RelativeTimeWords> = {
  en: {
    justNow: 'just now',
    seconds: (n) => plural(n, 'second', 'seconds'),
    minutes: (n) => plural(n, 'minute', 'minutes'),
    hours: (n) => plural(n, 'hour', 'hours'),
    monthDay: (m, d) => `${monthsEn[m - 1]} ${d}`,
    yearMonthDay: (y, m, d) => `${monthsEn[m - 1]} ${d}, ${y}`,
  },
  zhcn: {
    justNow: '刚刚',
    seconds: (n) => `${n}秒前`,
    minutes: (n) => `${n}分钟前`,
    hours: (n) => `${n}小时前`,
    monthDay: (m, d) => `${m}月${d}日`,
    yearMonthDay: (y, m, d) => `${y}年${m}月${d}日`,
  },
  zhtw: {
    justNow: '剛剛',
    seconds: (n) => `${n}秒前`,
    minutes: (n) => `${n}分鐘前`,
    hours: (n) => `${n}小時前`,
    monthDay: (m, d) => `${m}月${d}日`,
    yearMonthDay: (y, m, d) => `${y}年${m}月${d}日`,
  },
};

/**
 * docs/product.md section 9: under 1 s "just now"; under 1 min seconds ago; under 1 h minutes ago; under
 * 1 day hours ago; otherwise month-day, with the year when it is not the current year.
 *
 * @param seconds - the event time as a Unix timestamp in seconds (the API's `create_time`)
 * @param now - the current time (Date or milliseconds)
 * @param locale - en, zhcn or zhtw
 *
 * Times slightly in the future (clock skew between server and device) read as "just now".
 * Calendar parts are taken in the viewer's local time zone.
 */
export function formatRelativeTime(seconds: number, now: Date | number, locale: Locale): string {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const w = words[locale] ?? words.zhtw;
  const diff = Math.floor((nowMs - seconds * 1000) / 1000);
  if (diff < 1) return w.justNow;
  if (diff < 60) return w.seconds(diff);
  if (diff < 3600) return w.minutes(Math.floor(diff / 60));
  if (diff < 86400) return w.hours(Math.floor(diff / 3600));
  const date = new Date(seconds * 1000);
  const month = date.getMonth() + 1;
  const day = date.getDate();
  if (date.getFullYear() === new Date(nowMs).getFullYear()) return w.monthDay(month, day);
  return w.yearMonthDay(date.getFullYear(), month, day);
}
