/**
 * The texts of "My data and account" ship with the screens that show them, not with the first
 * screen (the /m/login bundle budget): each screen adds them to its i18n instance before rendering.
 */
import { useTranslation } from '../../app/i18n/react';
import type { I18n } from '../../app/i18n';
import { usePageTitle } from '../../app/guards';
import { memberDataEn } from './texts/en';
import { memberDataZhcn } from './texts/zhcn';
import { memberDataZhtw } from './texts/zhtw';

const TEXTS = { en: memberDataEn, zhcn: memberDataZhcn, zhtw: memberDataZhtw };

export function addMemberDataTexts(instance: I18n): void {
  for (const [locale, memberData] of Object.entries(TEXTS)) {
    if (instance.getResource(locale, 'translation', 'memberData.title') === undefined)
      instance.addResourceBundle(locale, 'translation', { memberData }, true, false);
  }
}

/** Adds the texts to the screen's i18n instance (synchronously, before the first `t`). */
export function useMemberDataTexts(): void {
  const { i18n } = useTranslation();
  addMemberDataTexts(i18n);
}

/** The screen's page title, set once its texts are there (the route's title ran before they were). */
export function useMemberDataTitle(): void {
  useMemberDataTexts();
  usePageTitle('memberData.title');
}
