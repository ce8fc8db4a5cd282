import { INTEREST_CATALOGUE, type CatalogueInterest } from '@kindred/rules';
import type { Locale } from '../../i18n/locales';

const CATALOGUE_LANGUAGE = { en: 'en', zhcn: 'zh-Hans', zhtw: 'zh-Hant' } as const satisfies Record<Locale, string>;

/** A tag as a language shows it: the catalogue's label (packages/rules), or a free tag as written. */
export function interestLabel(tag: string, locale: Locale): string {
  const labels = INTEREST_CATALOGUE[tag as CatalogueInterest];
  return labels ? labels[CATALOGUE_LANGUAGE[locale]] : tag;
}
