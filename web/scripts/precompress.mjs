/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the web build, as a CDN
 * would keep them: the edge (services/edge/src/webApp.ts) and the nginx image
 * (deploy/docker/web.nginx.conf) send the copy the browser accepts without compressing per request.
 * A copy that would not be smaller is not written. Run by the Vite build (vite.config.ts) or alone:
 * `node web/scripts/precompress.mjs [dist]`.
 */
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.xml', '.map']);

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    // .vite holds the build manifest, which the server never sends.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* textFiles(file);
    } else if (TEXT.has(path.extname(entry.name))) yield file;
  }
}

/** Compresses every text file under `dir`; answers the bytes before and after, per encoding. */
export function precompress(dir) {
  const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
  for (const file of textFiles(dir)) {
    const source = readFileSync(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    totals.files += 1;
    totals.identity += source.length;
    totals.br += Math.min(br.length, source.length);
    totals.gzip += Math.min(gzip.length, source.length);
    if (br.length < source.length) writeFileSync(`${file}.br`, br);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist'));
  if (!statSync(dir).isDirectory()) throw new Error(`${dir} is not a folder`);
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${t.files} files: ${kb(t.identity)} -> gzip ${kb(t.gzip)}, br ${kb(t.br)}`);
}
