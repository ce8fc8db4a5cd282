import { resolveLocale } from '../i18n/locales';
import { fallbackMessages, formatMessage, messages, type MessageKey, type MessageVars } from '../i18n/messages';

/**
 * The library text for `key` in the story's language (the toolbar's or the test's `locale`
 * global), so that `play` functions find elements by translation key, never by English text.
 */
export function storyText(globals: Record<string, unknown>) {
  // The story's language is loaded before it renders (the provider waits for it); zhtw is always there.
  const table = messages[resolveLocale(globals.locale)] ?? fallbackMessages;
  return (key: MessageKey, vars?: MessageVars) => formatMessage(table[key], vars);
}
