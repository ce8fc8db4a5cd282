import { formatRelativeTime } from './relativeTime';

const now = new Date(2025, 5, 15, 20, 0, 0);
const at = (date: Date) => Math.floor(date.getTime() / 1000);
const ago = (seconds: number) => at(now) - seconds;

describe('formatRelativeTime (docs/product.md section 9)', () => {
  it.each([
    ['en', 0, 'just now'],
    ['en', -30, 'just now'],
    ['en', 1, '1 second ago'],
    ['en', 59, '59 seconds ago'],
    ['en', 60, '1 minute ago'],
    ['en', 3599, '59 minutes ago'],
    ['en', 3600, '1 hour ago'],
    ['en', 86399, '23 hours ago'],
    ['zhcn', 0, '刚刚'],
    ['zhcn', 30, '30秒前'],
    ['zhcn', 120, '2分钟前'],
    ['zhcn', 7200, '2小时前'],
    ['zhtw', 0, '剛剛'],
    ['zhtw', 30, '30秒前'],
    ['zhtw', 120, '2分鐘前'],
    ['zhtw', 7200, '2小時前'],
  ] as const)('%s, %i s ago -> %s', (locale, seconds, text) => {
    expect(formatRelativeTime(ago(seconds), now, locale)).toBe(text);
  });

  it('shows month and day from one day on, in the current year', () => {
    const march = at(new Date(2025, 2, 5, 9, 30));
    expect(formatRelativeTime(ago(86400), now, 'en')).toBe('Jun 14');
    expect(formatRelativeTime(march, now, 'en')).toBe('Mar 5');
    expect(formatRelativeTime(march, now, 'zhcn')).toBe('3月5日');
    expect(formatRelativeTime(march, now, 'zhtw')).toBe('3月5日');
  });

  it('adds the year when it is not the current year', () => {
    const old = at(new Date(2023, 10, 20, 22, 0));
    expect(formatRelativeTime(old, now, 'en')).toBe('Nov 20, 2023');
    expect(formatRelativeTime(old, now, 'zhcn')).toBe('2023年11月20日');
    expect(formatRelativeTime(old, now, 'zhtw')).toBe('2023年11月20日');
  });

  it('a few hours across New Year still counts hours, then shows the year', () => {
    const newYear = new Date(2026, 0, 1, 2, 0, 0);
    expect(formatRelativeTime(at(new Date(2025, 11, 31, 22, 0)), newYear, 'en')).toBe('4 hours ago');
    expect(formatRelativeTime(at(new Date(2025, 11, 30, 22, 0)), newYear, 'en')).toBe('Dec 30, 2025');
  });

  it('accepts now as milliseconds', () => {
    expect(formatRelativeTime(ago(5), now.getTime(), 'zhtw')).toBe('5秒前');
  });
});
