/**
 * Registration helpers of the desktop form: the birthday years on offer (19 to 50 years back) and the
 * countries' names (the countries and the username rules themselves are @kindred/rules').
 */

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
