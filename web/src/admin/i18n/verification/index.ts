/**
 * The verification queue's texts (`verification.*` of the console's namespace), added when its screen
 * loads: the console's sign-in page does not carry them (its bundle budget, budgets.json).
 */
import type { I18n } from '../../../app/i18n';
import { addScreenTexts } from '../screenTexts';
import { verificationEn } from './en';
import { verificationZhcn } from './zhcn';
import { verificationZhtw } from './zhtw';

export const verificationQueueTexts = { en: verificationEn, zhcn: verificationZhcn, zhtw: verificationZhtw };

export function addVerificationQueueTexts(instance: I18n): void {
  addScreenTexts(instance, 'verification', verificationQueueTexts);
}
