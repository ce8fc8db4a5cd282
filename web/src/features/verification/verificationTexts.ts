/**
 * The texts of verified profiles ship with the screens that show them, not with the first screen (the
 * /m/login bundle budget): each screen adds them to its i18n instance before rendering.
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import { usePageTitle } from '../../app/guards';
import { verificationEn } from './texts/en';
import { verificationZhcn } from './texts/zhcn';
import { verificationZhtw } from './texts/zhtw';

export const verificationTexts = { en: verificationEn, zhcn: verificationZhcn, zhtw: verificationZhtw };

export function addVerificationTexts(instance: I18n): void {
  for (const [locale, verification] of Object.entries(verificationTexts)) {
    if (instance.getResource(locale, 'translation', 'verification.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { verification }, true, false);
  }
}

/** Adds the texts to the screen's i18n instance (synchronously, before the first `t`) and answers its `t`. */
export function useVerificationTexts() {
  const translation = useTranslation();
  addVerificationTexts(translation.i18n);
  return translation;
}

/** The screen's page title, set once its texts are there (the route's title ran before they were). */
export function useVerificationTitle(): void {
  useVerificationTexts();
  usePageTitle('verification.title');
}
