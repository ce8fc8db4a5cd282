/**
 * The desktop layout's own texts (key prefix `desk.`), added to the app's i18n instance: the stored
 * language before the first screen, another one when the member switches to it. Each language is its
 * own chunk; the texts both layouts share live in web/src/app/i18n.
 */
import type { I18n } from '../../app/i18n';
import type { deskEn } from './en';
import { changeLocale } from '../../app/i18n';
import type { Locale } from '../../app/ui';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DeskTexts = Shape<typeof deskEn>;

const loaders: Record<Locale, () => Promise<DeskTexts>> = {
  en: () => import('./en').then((module) => module.deskEn),
  zhcn: () => import('./zhcn').then((module) => module.deskZhcn),
  zhtw: () => import('./zhtw').then((module) => module.deskZhtw),
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
