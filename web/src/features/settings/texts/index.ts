/**
 * The texts of the privacy and signed-in-devices screens (keys `privacy.*`, `sessions.*`), in all
 * three languages. They come with the screens that use them rather than with the first screen (the
 * /m/login JS budget, web/scripts/bundle-size.mjs): a screen calls `useAccountPrivacyTexts` and they
 * are added to the app's i18n instance once.
 */
import { useTranslation } from '../../../app/i18n/react';
import type { I18n } from '../../../app/i18n';
import { accountPrivacyEn } from './en';
import { accountPrivacyZhcn } from './zhcn';
import { accountPrivacyZhtw } from './zhtw';

const TEXTS = { en: accountPrivacyEn, zhcn: accountPrivacyZhcn, zhtw: accountPrivacyZhtw };

export function addAccountPrivacyTexts(instance: I18n): void {
  for (const [locale, texts] of Object.entries(TEXTS)) {
    if (!instance.getResource(locale, 'translation', 'sessions.title')) {
      instance.addResourceBundle(locale, 'translation', texts, true, false);
    }
  }
}

/** `useTranslation`, with the privacy and sessions texts present. */
export function useAccountPrivacyTexts() {
  const translation = useTranslation();
  addAccountPrivacyTexts(translation.i18n);
  return translation;
}
