/**
 * The console's texts live in their own namespace (`admin`) of the app's instance: members
 * never load them, and the app's own texts (namespace `translation`) stay as they are.
 */
import type { I18n } from '../../app/i18n';
import { en } from './en';
import { zhcn } from './zhcn';
import { zhtw } from './zhtw';

export const ADMIN_NS = 'admin';

export function addAdminTexts(instance: I18n): void {
  for (const [locale, texts] of Object.entries({ en, zhcn, zhtw })) {
    if (!instance.hasResourceBundle(locale, ADMIN_NS)) instance.addResourceBundle(locale, ADMIN_NS, texts);
  }
}
