/** Interface languages of the product (docs/product.md section 1). zhtw is the default and the fallback. */
export const locales = ['en', 'zhcn', 'zhtw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zhtw';

/** BCP 47 tag for the `lang` attribute, so that browsers pick the right CJK glyph shapes. */
export const languageTag: Record<Locale, string> = { en: 'en', zhcn: 'zh-Hans', zhtw: 'zh-Hant' };

/** Each language names itself, whatever the interface language. */
export const localeNames: Record<Locale, string> = { en: 'English', zhcn: '简体中文', zhtw: '繁體中文' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Any stored or requested value to a supported locale; unknown values fall back to zhtw. */
export function resolveLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
