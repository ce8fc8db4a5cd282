/**
 * Texts of one part of the console (`<key>.*` of its namespace) added when a screen that shows them
 * loads, so that the console's sign-in page does not carry them (its bundle budget, budgets.json).
 */
import type { I18n } from '../../app/i18n';
import type { Locale } from '../../app/ui';
import { ADMIN_NS } from './index';

export function addScreenTexts(instance: I18n, key: string, texts: Record<Locale, object>): void {
  for (const [locale, bundle] of Object.entries(texts)) {
    if (instance.getResource(locale, ADMIN_NS, key) === undefined)
      instance.addResourceBundle(locale, ADMIN_NS, { [key]: bundle }, true, false);
  }
}
