/**
 * Prints the gzipped JavaScript that /m/login, /w/login and /admin/login load: the entry chunk and the
 * layout chunk (which holds the login screen), with everything they import statically (read from
 * dist/.vite/manifest.json). With --check it fails when a figure reaches its budget, or when one
 * layout's login loads another layout's code. The goal of issue 19 is 100 / 120 / 120 KB; React,
 * React DOM, the router and styled-components alone are 94 KB, so the budgets stop growth at what the
 * split reached (docs/web-on-the-wire.md, "What a first screen loads") until the rest fits.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const routes = [
  {
    name: '/m/login',
    chunks: ['src/mobile/MobileApp.tsx'],
    budgetKb: 139,
    layout: 'mobile',
  },
  {
    name: '/w/login',
    chunks: ['src/desktop/DesktopApp.tsx'],
    budgetKb: 143,
    layout: 'desktop',
  },
  { name: '/admin/login', chunks: ['src/admin/AdminApp.tsx'], budgetKb: 142, layout: 'admin' },
];

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
if (process.argv.includes('--check') && failed) process.exit(1);
