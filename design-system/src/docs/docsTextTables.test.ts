import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(__dirname, '..');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

const languageColumn = /^(zhtw|zhcn|en|zh-hant|zh-hans|繁體中文|简体中文|english)$/i;

/**
 * The header rows of the Markdown tables of a page that have a column per language: a text table
 * written by hand, which drifts from the message files.
 */
export function handWrittenTextTables(source: string): string[] {
  const lines = source.split('\n');
  return lines.filter((line, index) => {
    const next = lines[index + 1] ?? '';
    if (!line.trim().startsWith('|') || !/^\s*\|?\s*:?-{3,}/.test(next)) return false;
    const cells = line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean);
    return cells.filter((cell) => languageColumn.test(cell)).length >= 2;
  });
}

it('finds a hand-written text table and leaves other tables alone', () => {
  const page = [
    '| Key | zhtw | zhcn | en |',
    '| --- | ---- | ---- | -- |',
    '| `a` | 甲 | 甲 | A |',
    '',
    '| Token | Value |',
    '| ----- | ----- |',
  ].join('\n');
  expect(handWrittenTextTables(page)).toEqual(['| Key | zhtw | zhcn | en |']);
  expect(handWrittenTextTables("<MessageKeysTable keys={['a']} />")).toEqual([]);
});

it('no docs page writes its text table by hand: they come from the message files or the story texts', () => {
  const pages = mdxFiles(src);
  expect(pages.length).toBeGreaterThan(40);
  const found = pages.flatMap((file) =>
    handWrittenTextTables(readFileSync(file, 'utf8')).map((header) => `${relative(src, file)}: ${header}`),
  );
  expect(found).toEqual([]);
});
