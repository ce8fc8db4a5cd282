// make lint: no source or test file over MAX_LINES lines (split it by concern). Data tables and
// generated code are the exceptions, each named below with its reason. Prints the files over the
// limit and exits 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAX_LINES = 400;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = [
  'services',
  'web/src',
  'web/e2e',
  'web/scripts',
  'design-system/src',
  'design-system/.storybook',
  'deploy',
];
const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs)$/;
/** Folders never read: installed packages, build output, generated code (`make proto`). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'storybook-static', 'coverage', '.tools']);
/** Data tables: one entry per line, long because the product has that many texts. */
const EXCEPTIONS = new Map([
  ['web/src/app/i18n/en.ts', 'message table (English)'],
  ['web/src/app/i18n/zhcn.ts', 'message table (Simplified Chinese)'],
  ['web/src/app/i18n/zhtw.ts', 'message table (Traditional Chinese)'],
  ['design-system/src/i18n/messages.ts', "the design system's message table, three languages"],
]);

function* sourceFiles(dir) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(full);
    } else if (EXTENSIONS.test(entry.name) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const tooLong = [];
for (const dir of ROOTS) {
  for (const file of sourceFiles(path.join(root, dir))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (EXCEPTIONS.has(relative)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    if (lines > MAX_LINES) tooLong.push(`${relative}: ${lines} lines`);
  }
}
if (tooLong.length) {
  console.error(`Files over ${MAX_LINES} lines (split them by concern, docs/architecture.md "Service layout"):`);
  for (const line of tooLong) console.error(`  ${line}`);
  process.exit(1);
}
