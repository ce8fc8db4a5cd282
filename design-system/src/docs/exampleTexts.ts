import { useLocale } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locales';

/**
 * A text of a docs example that is in no message file: a don't example's bad wording, or a member's
 * words in a do example. Written in the three languages so the example follows the toolbar.
 */
export type ExampleText = Record<Locale, string>;

/** Picks an example text in the toolbar's language. */
export function useExampleText(): (text: ExampleText) => string {
  const { locale } = useLocale();
  return (text) => text[locale];
}
