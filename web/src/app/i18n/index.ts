/**
 * i18next set-up: en, zhcn, zhtw; zhtw is the default and the fallback; the choice lives in local
 * storage under `lang` (spec section 1). Server `msg` values are i18n keys and go through
 * `serverMessage`.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, resolveLocale, type Locale } from '../ui';
import { en } from './en';
import { zhcn } from './zhcn';
import { zhtw } from './zhtw';

export const LANG_KEY = 'lang';
export const resources = { en: { translation: en }, zhcn: { translation: zhcn }, zhtw: { translation: zhtw } } as const;

/** The stored language, zhtw when none or an unknown one is stored. */
export function storedLocale(): Locale {
  return resolveLocale(window.localStorage.getItem(LANG_KEY));
}

/** The `<html lang>` of a locale (screen readers and the CJK font choice read it). */
export function htmlLang(locale: Locale): string {
  return locale === 'en' ? 'en' : locale === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
}

/** Creates and initialises an i18next instance (tests make their own). */
export function createI18n(lng: Locale = storedLocale()): I18n {
  document.documentElement.lang = htmlLang(lng);
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: defaultLocale,
    supportedLngs: ['en', 'zhcn', 'zhtw'],
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export const i18n = createI18n();

/** Switches the interface language and keeps the choice across reloads. */
export async function changeLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  window.localStorage.setItem(LANG_KEY, locale);
  document.documentElement.lang = htmlLang(locale);
  await instance.changeLanguage(locale);
}

/**
 * The text of a server `msg` (e.g. `error.username_taken`, `saved`, `login success`), or of
 * `fallbackKey` when the app has no text for it.
 */
export function serverMessage(msg: string | undefined, fallbackKey: string, instance: I18n = i18n): string {
  if (msg) {
    if (instance.exists(msg)) return instance.t(msg);
    if (instance.exists(`server.${msg}`)) return instance.t(`server.${msg}`);
  }
  return instance.t(fallbackKey);
}
