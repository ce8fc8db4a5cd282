/**
 * The information pages (about us, contact us, help center, privacy policy, refund, terms of use) in
 * the three languages. Each language is its own chunk, loaded when a page first shows it; the
 * desktop info pages and the mobile /m/agreement show the same terms text.
 */
import { useEffect, useState } from 'react';
import type { InfoPage } from '../../app/paths';
import type { Locale } from '../../app/ui';

export interface LegalPage {
  title: string;
  paragraphs: string[];
}
export type LegalTexts = Record<InfoPage, LegalPage>;

const loaders: Record<Locale, () => Promise<LegalTexts>> = {
  en: () => import('./legalEn').then((module) => module.legalEn),
  zhcn: () => import('./legalZhcn').then((module) => module.legalZhcn),
  zhtw: () => import('./legalZhtw').then((module) => module.legalZhtw),
};

export function loadLegalTexts(locale: Locale): Promise<LegalTexts> {
  return loaders[locale]();
}

/** Every page in the given language; null while its texts load. */
export function useLegalTexts(locale: Locale): LegalTexts | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: LegalTexts } | null>(null);
  useEffect(() => {
    let live = true;
    void loadLegalTexts(locale).then((texts) => live && setLoaded({ locale, texts }));
    return () => {
      live = false;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.texts : null;
}

/** One page in the given language; null while its texts load. */
export function useLegalPage(page: InfoPage, locale: Locale): LegalPage | null {
  return useLegalTexts(locale)?.[page] ?? null;
}
