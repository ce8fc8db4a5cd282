/**
 * The desktop layout's own texts (key prefix `desk.`), added to the app's i18n instance when the
 * layout loads; the texts both layouts share live in web/src/app/i18n.
 */
import type { i18n as I18n } from 'i18next';
import { deskEn } from './en';
import { deskZhcn } from './zhcn';
import { deskZhtw } from './zhtw';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DeskTexts = Shape<typeof deskEn>;

export function addDesktopTexts(instance: I18n): void {
  const texts = { en: deskEn, zhcn: deskZhcn, zhtw: deskZhtw };
  for (const [locale, desk] of Object.entries(texts))
    instance.addResourceBundle(locale, 'translation', { desk }, true, false);
}
