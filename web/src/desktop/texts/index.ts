/**
 * The desktop layout's own texts (key prefix `desk.`), added to the app's i18n instance: the stored
 * language before the first screen, another one when the member switches to it. Each language is its
 * own chunk; the texts both layouts share live in web/src/app/i18n.
 */
import type { I18n } from '../../app/i18n';
import type { deskEn } from './en';
import type { deskCommerceEn } from './commerceEn';
import { changeLocale } from '../../app/i18n';
import type { Locale } from '../../app/ui';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DeskTexts = Shape<typeof deskEn>;
/** Desktop part 2 (home wall, store, pay, upgrade, notices): its own files, merged under `desk`. */
export type DeskCommerceTexts = Shape<typeof deskCommerceEn>;

type Texts = Record<string, unknown>;
const isSection = (value: unknown): value is Texts => typeof value === 'object' && value !== null;
/** The two files' sections side by side; a section both have (`title`) gets the keys of both. */
function merge(first: Texts, second: Texts): Texts {
  const merged: Texts = { ...first };
  for (const [key, value] of Object.entries(second)) {
    const before = first[key];
    merged[key] = isSection(before) && isSection(value) ? { ...before, ...value } : value;
  }
  return merged;
}

const loaders: Record<Locale, () => Promise<Texts>> = {
  en: () =>
    Promise.all([import('./en'), import('./commerceEn')]).then(([a, b]) =>
      merge(a.deskEn as Texts, b.deskCommerceEn as Texts),
    ),
  zhcn: () =>
    Promise.all([import('./zhcn'), import('./commerceZhcn')]).then(([a, b]) =>
      merge(a.deskZhcn as Texts, b.deskCommerceZhcn as Texts),
    ),
  zhtw: () =>
    Promise.all([import('./zhtw'), import('./commerceZhtw')]).then(([a, b]) =>
      merge(a.deskZhtw as Texts, b.deskCommerceZhtw as Texts),
    ),
};

/** Adds one language's desktop texts (once). */
export async function addDesktopTexts(instance: I18n, locale: Locale): Promise<void> {
  if (instance.hasResourceBundle(locale, 'translation') && instance.exists('desk.title.signin', { lng: locale }))
    return;
  const desk = await loaders[locale]();
  instance.addResourceBundle(locale, 'translation', { desk }, true, false);
}

/** Switches the interface language once its desktop texts are there (the choice is kept under `lang`). */
export async function switchLanguage(instance: I18n, locale: Locale): Promise<void> {
  await addDesktopTexts(instance, locale);
  await changeLocale(locale, instance);
}
