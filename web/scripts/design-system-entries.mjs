/**
 * Rewrites deep imports into design-system/src (`@kindred/design-system/src/components/Button`) to the
 * package's own entry points (`@kindred/design-system/components/Button`, see the "exports" of
 * design-system/package.json). Safe to run again after a merge: `node web/scripts/design-system-entries.mjs`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const pkg = '@kindred/design-system';
/** Deep path (under src/) -> entry point, first match wins. */
const entries = [
  [/^components\/([A-Za-z]+)(\/index)?$/, 'components/$1'],
  [/^provider(\/KindredProvider)?$/, 'provider'],
  [/^i18n(\/\w+)?$/, 'i18n'],
  [/^tokens(\/\w+)?$/, 'tokens'],
  [/^emoticons(\/\w+)?$/, 'emoticons'],
  [/^members(\/member)?$/, 'members'],
  [/^commerce\/(\w+)$/, 'commerce/$1'],
];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

let changed = 0;
for (const file of files(src)) {
  const before = readFileSync(file, 'utf8');
  const after = before.replace(new RegExp(`'${pkg}/src/([^']+)'`, 'g'), (whole, deep) => {
    for (const [pattern, entry] of entries) if (pattern.test(deep)) return `'${pkg}/${deep.replace(pattern, entry)}'`;
    throw new Error(`${path.relative(src, file)}: no entry point of ${pkg} for src/${deep}`);
  });
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
  }
}
console.log(`design-system-entries: ${changed} files now import the package's entry points`);
