/**
 * The texts of discovery search and the profile facts ship with the screens that show them, not with
 * the first screen (the /m/login and /w/login bundle budgets): each screen adds them to its i18n
 * instance before rendering. The design system labels the catalogue's interest tags (packages/rules).
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import { discoverEn } from './texts/en';
import { discoverZhcn } from './texts/zhcn';
import { discoverZhtw } from './texts/zhtw';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DiscoverTexts = Shape<typeof discoverEn>;

const TEXTS = { en: discoverEn, zhcn: discoverZhcn, zhtw: discoverZhtw };

export function addDiscoverTexts(instance: I18n): void {
  for (const [locale, discover] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'discover.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { discover }, true, false);
  }
}

/** The screen's `t` once the discovery texts are in its i18n instance (added synchronously). */
export function useDiscoverTexts() {
  const translation = useTranslation();
  addDiscoverTexts(translation.i18n);
  return translation;
}
