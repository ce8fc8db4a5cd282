/**
 * Prints the gzipped JavaScript that /m/login loads: the entry chunk, the mobile layout chunk and the
 * login screen chunk, with everything they import statically (read from dist/.vite/manifest.json).
 * Target (issue 7): under 150 KB.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const TARGET_KB = 150;

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
const route = ['src/mobile/MobileApp.tsx', 'src/mobile/screens/Login.tsx'];
const chunks = closure([entry, ...route]);

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
console.log(`/m/login loads ${kb.toFixed(1)} KB of gzipped JS in ${chunks.length} chunks (target < ${TARGET_KB} KB)`);
if (process.argv.includes('--check') && kb >= TARGET_KB) process.exit(1);
