/** Dates and money as the console shows them, in the interface language. */
import { useTranslation } from '../app/i18n/react';

const tags: Record<string, string> = { en: 'en-GB', zhcn: 'zh-CN', zhtw: 'zh-TW' };

export function useFormat() {
  const { i18n } = useTranslation();
  const tag = tags[i18n.language] ?? 'zh-TW';
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return {
    /** Seconds since the epoch; 0 shows a dash. */
    time: (seconds: number) => (seconds ? dateTime.format(new Date(seconds * 1000)) : '—'),
    day: (seconds: number) => (seconds ? date.format(new Date(seconds * 1000)) : '—'),
    money: (amount: string | number) => `$${Number(amount).toFixed(2)}`,
  };
}
