import { emoticons } from '../emoticons/catalog';
import { resolveLocale } from '../i18n/locales';

/** Each emoticon's code (`[smile]`) with its name in the docs page's language, for a TextsTable. */
export function emoticonLabels(globals: Record<string, unknown>): Record<string, string> {
  const locale = resolveLocale(globals.locale);
  return Object.fromEntries(emoticons.map((emoticon) => [`[${emoticon.code}]`, emoticon.label[locale]]));
}
