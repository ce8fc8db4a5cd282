/**
 * Registration rules of the desktop form: the countries members come from, the birthday years on
 * offer (19 to 50 years back) and the invitation variant's username (2 to 8 letters or digits).
 */
export { COUNTRIES } from '../member/members';
export const INVITATION_USERNAME = /^[A-Za-z0-9]{2,8}$/;

/** The earliest and latest birthday the desktop pickers offer on `now`. */
export function desktopBirthdayRange(now: Date): { min: Date; max: Date } {
  const year = now.getFullYear();
  return { min: new Date(year - 50, 0, 1), max: new Date(year - 19, 11, 31) };
}

/** The country's name in the interface language (the browser's own list, Intl.DisplayNames). */
export function countryName(code: string, language: string): string {
  const locale = language === 'en' ? 'en' : language === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}
