import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A picture the code draws itself (demo portraits, gift tiles), rendered once per content and kept in
 * `dir` under the hash of its source, so that a fresh database on the same checkout renders nothing
 * again. Best effort: a read-only or missing folder only costs the render.
 */
export async function renderedOnce(dir: string, source: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(dir, createHash('sha256').update(source).digest('hex'));
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const rendered = await render();
  await mkdir(dir, { recursive: true })
    .then(() => writeFile(file, rendered))
    .catch(() => undefined);
  return rendered;
}
