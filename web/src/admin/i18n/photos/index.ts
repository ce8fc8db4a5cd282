/**
 * The photo queue's texts (`photos.*` of the console's namespace), added when its screen loads: the
 * console's sign-in page does not carry them (its bundle budget, budgets.json).
 */
import type { I18n } from '../../../app/i18n';
import { addScreenTexts } from '../screenTexts';
import { photosEn } from './en';
import { photosZhcn } from './zhcn';
import { photosZhtw } from './zhtw';

export const photoQueueTexts = { en: photosEn, zhcn: photosZhcn, zhtw: photosZhtw };

export function addPhotoQueueTexts(instance: I18n): void {
  addScreenTexts(instance, 'photos', photoQueueTexts);
}
