/**
 * i18next set-up: en, zhcn, zhtw; zhtw is the default and the fallback; the choice lives in local
 * storage under `lang` (docs/product.md section 1). Server `msg` values are i18n keys and go through
 * `serverMessage`.
 *
 * Only zhtw ships with the first screen (it is the default and every other language falls back on
 * it); en and zhcn are their own chunks, loaded by `loadLocale` before a layout first renders in
 * them (`localeReady`) or when the member switches to them (`changeLocale`).
 */
import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLocale, loadMessages, resolveLocale, type Locale } from '../ui';
import type { Texts } from './texts';
import { zhtw } from './zhtw';

export const LANG_KEY = 'lang';

/** The languages at hand; the others come from `loaders`. */
const bundles: Partial<Record<Locale, Texts>> = { zhtw };
const loaders: Record<Locale, () => Promise<Texts>> = {
  en: () => import('./en').then((module) => module.en),
  zhcn: () => import('./zhcn').then((module) => module.zhcn),
  zhtw: async () => zhtw,
};

/** Makes a language's texts available without loading them (the test set-up has all three). */
export function registerLocale(locale: Locale, texts: Texts): void {
  bundles[locale] = texts;
}

/**
 * Loads a language's texts once, the app's and the design system's; resolves when `createI18n` and
 * `changeLocale` can use them.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  const [texts] = await Promise.all([bundles[locale] ?? loaders[locale](), loadMessages(locale)]);
  bundles[locale] = texts;
}

/** An i18next instance (the type screens and helpers take). */
export type I18n = I18nInstance;

function resourcesAtHand() {
  return Object.fromEntries(Object.entries(bundles).map(([locale, texts]) => [locale, { translation: texts }]));
}

/** The stored language, zhtw when none or an unknown one is stored. */
export function storedLocale(): Locale {
  return resolveLocale(window.localStorage.getItem(LANG_KEY));
}

/** The `<html lang>` of a locale (screen readers and the CJK font choice read it). */
export function htmlLang(locale: Locale): string {
  return locale === 'en' ? 'en' : locale === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
}

/** Creates and initialises an i18next instance with the languages at hand (tests make their own). */
export function createI18n(lng: Locale = storedLocale()): I18n {
  document.documentElement.lang = htmlLang(lng);
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    resources: resourcesAtHand(),
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

/** Puts a loaded language into an instance made before it arrived. */
function addLoaded(locale: Locale, instance: I18n): void {
  const texts = bundles[locale];
  // A deep merge that keeps what is there: a layout may have added its own texts (desk.*) first.
  if (texts) instance.addResourceBundle(locale, 'translation', texts, true, false);
}

/** Resolves once the app's instance has the stored language (a layout waits for it with `use`). */
export const localeReady: Promise<void> = (async () => {
  const locale = storedLocale();
  try {
    await loadLocale(locale);
    addLoaded(locale, i18n);
  } catch {
    // The chunk failed to load (offline): the texts fall back on zhtw, which is always at hand.
  }
})();

/** Switches the interface language and keeps the choice across reloads. */
export async function changeLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  await loadLocale(locale);
  addLoaded(locale, instance);
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
