import type { MessageKey, MessageValue } from '../i18n/messageTypes';
import { zhtw } from '../i18n/messages/zhtw';
import { zhcn } from '../i18n/messages/zhcn';
import { en } from '../i18n/messages/en';

const columns = [
  ['zhtw', 'zh-Hant', zhtw],
  ['zhcn', 'zh-Hans', zhcn],
  ['en', 'en', en],
] as const;

/** A plural text shows both forms ("{count} credit / {count} credits") when they differ. */
function text(value: MessageValue | undefined): string {
  if (value === undefined) return '(missing)';
  if (typeof value === 'string') return value;
  return value.one === value.other ? value.other : `${value.one} / ${value.other}`;
}

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid #E5E0DA',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/**
 * The content-guidelines table of a docs page: each translation key with its text in zhtw, zhcn
 * and en, read from the library's message files, so the page never drifts from the texts.
 */
export function MessageKeysTable({ keys }: { keys: MessageKey[] }) {
  return (
    <table style={{ borderCollapse: 'collapse', margin: '16px 0', fontSize: 14, width: '100%' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            Key
          </th>
          {columns.map(([name]) => (
            <th key={name} scope="col" style={cell}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{key}</code>
            </th>
            {columns.map(([name, lang, table]) => (
              <td key={name} lang={lang} style={cell}>
                {text(table[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
