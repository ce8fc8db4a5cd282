/**
 * Points every web/src import of react-i18next / i18next at web/src/app/i18n (react.tsx and
 * index.ts), the one place that binds them. Safe to run again (after merging screens written against
 * react-i18next): `node web/scripts/use-app-i18n.mjs`. ESLint forbids the two packages elsewhere in web/src.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const reactModule = path.join(src, 'app', 'i18n', 'react');
const indexModule = path.join(src, 'app', 'i18n', 'index');

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

function relative(from, target) {
  let rel = path.relative(path.dirname(from), target).split(path.sep).join('/');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel.replace(/\/index$/, '') || '.';
}

let changed = 0;
for (const file of files(src)) {
  if (file.startsWith(path.join(src, 'app', 'i18n') + path.sep)) continue;
  const before = readFileSync(file, 'utf8');
  const after = before
    .replace(/from 'react-i18next';/g, `from '${relative(file, reactModule)}';`)
    .replace(
      /import type \{ i18n as I18n \} from 'i18next';/g,
      `import type { I18n } from '${relative(file, indexModule)}';`,
    );
  if (after !== before) {
    writeFileSync(file, after);
    changed += 1;
  }
}
console.log(`use-app-i18n: ${changed} files now import i18n from web/src/app/i18n`);
