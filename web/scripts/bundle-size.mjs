/**
 * Prints the gzipped JavaScript that /m/login, /w/login and /admin/login load: the entry chunk and the
 * layout chunk (which holds the login screen), with everything they import statically (read from
 * dist/.vite/manifest.json). With --check it fails when a figure reaches its budget (budgets.json), or
 * when one layout's login loads another layout's code; with --record it also writes the run to
 * docs/figures/bundle-size.json (`make figures` then renders the docs' tables from it). The goal of issue 19 is 100 / 120 / 120 KB; React,
 * React DOM, the router and styled-components alone are 94 KB, so the budgets stop growth at what the
 * split reached (docs/web-on-the-wire.md, "What a first screen loads") until the rest fits.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'web', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8')).loginPageGzipKb;
const routes = [
  { name: '/m/login', chunks: ['src/mobile/MobileApp.tsx'], layout: 'mobile' },
  { name: '/w/login', chunks: ['src/desktop/DesktopApp.tsx'], layout: 'desktop' },
  { name: '/admin/login', chunks: ['src/admin/AdminApp.tsx'], layout: 'admin' },
].map((route) => ({ ...route, budgetKb: budgets[route.name] }));

/** The chunk keys a route loads: the given entries plus their static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk ${key} is not in the manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;
const measured = [];
for (const route of routes) {
  const chunks = closure([entry, ...route.chunks]);
  let total = 0;
  const rows = chunks.map((key) => {
    const file = manifest[key].file;
    const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    total += bytes;
    return { file, kb: (bytes / 1024).toFixed(1) };
  });
  rows.sort((a, b) => Number(b.kb) - Number(a.kb));
  for (const row of rows) console.log(`  ${row.kb.padStart(7)} KB  ${row.file}`);
  const kb = total / 1024;
  console.log(
    `${route.name} loads ${kb.toFixed(1)} KB of gzipped JS in ${chunks.length} chunks (budget < ${route.budgetKb} KB)`,
  );
  measured.push([`\`${route.name}\``, `${kb.toFixed(1)} KB`, chunks.length, `< ${route.budgetKb} KB`]);
  if (kb >= route.budgetKb) failed = true;
  for (const other of ['mobile', 'desktop', 'admin'].filter((layout) => layout !== route.layout)) {
    const dir = `src/${other}/`;
    const foreign = chunks.filter((key) => key.startsWith(dir) || (manifest[key].src ?? '').startsWith(dir));
    if (foreign.length) {
      console.log(`${route.name} loads ${dir} code: ${foreign.join(', ')}`);
      failed = true;
    }
  }
}
if (process.argv.includes('--record')) {
  const { writeResults } = createRequire(import.meta.url)('../../deploy/figures/results.js');
  const columns = ['page', { name: 'gzipped JS', align: 'right' }, { name: 'chunks', align: 'right' }, 'budget'];
  const summary = measured.map(([page, kb]) => `${page.replace(/`/g, '')} ${kb}`).join(', ');
  const file = writeResults('bundle-size', {
    setting: 'login pages',
    command: 'node web/scripts/bundle-size.mjs',
    summary,
    columns,
    rows: measured,
  });
  console.log(`recorded in ${path.relative(root, file)}`);
}
if (process.argv.includes('--check') && failed) process.exit(1);
