/**
 * The texts of the safety centre ship with its screens, not with the first screen (the /m/login and
 * /w/login bundle budgets): each screen adds them to its i18n instance before rendering, as
 * `safetyCentre.*`.
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import { usePageTitle } from '../../app/guards';
import { safetyCentreEn } from './texts/en';
import { safetyCentreZhcn } from './texts/zhcn';
import { safetyCentreZhtw } from './texts/zhtw';

const TEXTS = { en: safetyCentreEn, zhcn: safetyCentreZhcn, zhtw: safetyCentreZhtw };

export function addSafetyCentreTexts(instance: I18n): void {
  for (const [locale, safetyCentre] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'safetyCentre.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { safetyCentre }, true, false);
  }
}

/** Adds the safety centre's words to the screen's i18n instance (synchronously, before the first `t`). */
export function useSafetyCentreTexts(): void {
  const { i18n } = useTranslation();
  addSafetyCentreTexts(i18n);
}

/** The safety centre's page title, set once its texts are there (the route's title ran before they were). */
export function useSafetyCentreTitle(): void {
  useSafetyCentreTexts();
  usePageTitle('safetyCentre.title');
}

/** The safety tips, in the order the safety centre shows them (`safetyCentre.tips.*`). */
export const SAFETY_TIPS = ['public', 'money', 'inApp', 'friend', 'instinct'] as const;

/** How reporting and blocking work, in order (`safetyCentre.how.*`). */
export const HOW_REPORTING_WORKS = ['where', 'other', 'staff', 'outcome'] as const;
