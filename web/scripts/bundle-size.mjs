/**
 * Prints the gzipped JavaScript that /m/login and /w/login load: the entry chunk, the layout chunk and
 * the login screen chunk, with everything they import statically (read from dist/.vite/manifest.json).
 * With --check it fails when a figure reaches its budget: /w/login under 150 KB; /m/login under
 * 143 KB. /m/login was 141.1 KB before the desktop layout and the staff console came and is 142.5 KB
 * with them (the lazy layout routes and the shared address table in the entry, the per-layout page
 * descriptions): the budget stops further growth until the route split brings it to 100 KB. It also fails when one layout's login loads the other
 * layout's code.
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
    chunks: ['src/mobile/MobileApp.tsx', 'src/mobile/screens/Login.tsx'],
    budgetKb: 143,
    layout: 'mobile',
  },
  {
    name: '/w/login',
    chunks: ['src/desktop/DesktopApp.tsx', 'src/desktop/account/Login.tsx'],
    budgetKb: 150,
    layout: 'desktop',
  },
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
  const other = route.layout === 'mobile' ? 'src/desktop/' : 'src/mobile/';
  const foreign = chunks.filter((key) => key.startsWith(other) || (manifest[key].src ?? '').startsWith(other));
  if (foreign.length) {
    console.log(`${route.name} loads ${other} code: ${foreign.join(', ')}`);
    failed = true;
  }
}
if (process.argv.includes('--check') && failed) process.exit(1);
