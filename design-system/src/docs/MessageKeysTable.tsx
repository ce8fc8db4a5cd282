import type { MessageKey, MessageValue } from '../i18n/messageTypes';
import { zhtw } from '../i18n/messages/zhtw';
import { zhcn } from '../i18n/messages/zhcn';
import { en } from '../i18n/messages/en';
import { LanguagesTable } from './LanguagesTable';

const tables = { zhtw, zhcn, en };

/** A plural text shows both forms ("{count} credit / {count} credits") when they differ. */
function text(value: MessageValue | undefined): string {
  if (value === undefined) return '(missing)';
  if (typeof value === 'string') return value;
  return value.one === value.other ? value.other : `${value.one} / ${value.other}`;
}

/**
 * The content-guidelines table of a docs page: each translation key with its text in zhtw, zhcn
 * and en, read from the library's message files, so the page never drifts from the texts.
 */
export function MessageKeysTable({ keys }: { keys: MessageKey[] }) {
  return (
    <LanguagesTable heading="Key" names={keys} textOf={(locale, key) => text(tables[locale][key as MessageKey])} />
  );
}
