/**
 * The risk queue's texts (`risk.*` of the console's namespace), added when its screen loads: the
 * console's sign-in page does not carry them (its bundle budget, budgets.json).
 */
import type { I18n } from '../../../app/i18n';
import { addScreenTexts } from '../screenTexts';
import { riskEn } from './en';
import { riskZhcn } from './zhcn';
import { riskZhtw } from './zhtw';

export const riskQueueTexts = { en: riskEn, zhcn: riskZhcn, zhtw: riskZhtw };

export function addRiskQueueTexts(instance: I18n): void {
  addScreenTexts(instance, 'risk', riskQueueTexts);
}
