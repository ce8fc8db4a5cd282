/**
 * The texts of discovery search and the profile facts ship with the screens that show them, not with
 * the first screen (the /m/login and /w/login bundle budgets): each screen adds them to its i18n
 * instance before rendering. Interest tags of the catalogue are labelled from packages/rules.
 */
import { INTEREST_CATALOGUE, type CatalogueInterest } from '@kindred/rules';
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import { discoverEn } from './texts/en';
import { discoverZhcn } from './texts/zhcn';
import { discoverZhtw } from './texts/zhtw';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type DiscoverTexts = Shape<typeof discoverEn>;

const TEXTS = { en: discoverEn, zhcn: discoverZhcn, zhtw: discoverZhtw };
const CATALOGUE_LANGUAGE = { en: 'en', zhcn: 'zh-Hans', zhtw: 'zh-Hant' } as const;

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

/** A tag as the member's language shows it: the catalogue's label, or the free tag as written. */
export function interestLabel(tag: string, language: string): string {
  const labels = INTEREST_CATALOGUE[tag as CatalogueInterest];
  if (!labels) return tag;
  const locale = (language in CATALOGUE_LANGUAGE ? language : 'zhtw') as keyof typeof CATALOGUE_LANGUAGE;
  return labels[CATALOGUE_LANGUAGE[locale]];
}
