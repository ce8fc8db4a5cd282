/** The console's privacy texts (`privacy.*`), added by the screens that show them. */
import type { I18n } from '../../../app/i18n';
import { addScreenTexts } from '../screenTexts';
import { privacyEn } from './en';
import { privacyZhcn } from './zhcn';
import { privacyZhtw } from './zhtw';

export function addPrivacyTexts(instance: I18n): void {
  addScreenTexts(instance, 'privacy', { en: privacyEn, zhcn: privacyZhcn, zhtw: privacyZhtw });
}
