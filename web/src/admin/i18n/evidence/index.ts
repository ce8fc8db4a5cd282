/** The console's evidence texts (`evidence.*`), added by the screens that show them. */
import type { I18n } from '../../../app/i18n';
import { addScreenTexts } from '../screenTexts';
import { evidenceEn } from './en';
import { evidenceZhcn } from './zhcn';
import { evidenceZhtw } from './zhtw';

export function addEvidenceTexts(instance: I18n): void {
  addScreenTexts(instance, 'evidence', { en: evidenceEn, zhcn: evidenceZhcn, zhtw: evidenceZhtw });
}
