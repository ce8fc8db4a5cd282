import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MessageKeysTable } from './MessageKeysTable';
import { en } from '../i18n/messages/en';
import { zhcn } from '../i18n/messages/zhcn';
import { zhtw } from '../i18n/messages/zhtw';

const components = join(__dirname, '..', 'components');

/** Every key a docs page lists in its content-guidelines table. */
function keysOnDocsPages(): Array<[string, string]> {
  const found: Array<[string, string]> = [];
  for (const name of readdirSync(components)) {
    let source: string;
    try {
      source = readFileSync(join(components, name, `${name}.mdx`), 'utf8');
    } catch {
      continue;
    }
    const tables = [...source.matchAll(/<MessageKeysTable\s+keys=\{\[([^\]]*)\]\}/g)];
    // A page that imports the table but whose table this test cannot read counts as missing.
    if (tables.length === 0 && source.includes('MessageKeysTable')) found.push([name, '(unreadable table)']);
    for (const table of tables) {
      for (const key of table[1].matchAll(/'([^']+)'/g)) found.push([name, key[1]]);
    }
  }
  return found;
}

it('lists only keys that exist in all three languages', () => {
  const keys = keysOnDocsPages();
  expect(keys.length).toBeGreaterThan(0);
  const missing = keys.filter(([, key]) => !(key in en && key in zhcn && key in zhtw));
  expect(missing).toEqual([]);
});

it('shows a key with its zhtw, zhcn and en texts, plural forms together', () => {
  render(<MessageKeysTable keys={['common.credits', 'pending.signOut']} />);
  expect(screen.getByRole('rowheader', { name: 'pending.signOut' }).parentElement).toHaveTextContent(
    'pending.signOut登出退出登录Sign out',
  );
  expect(screen.getByRole('cell', { name: '{count} credit / {count} credits' })).toHaveAttribute('lang', 'en');
});
