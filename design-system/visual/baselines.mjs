// The committed baselines: baselines/<theme>/<locale>-<scheme>/<story id>.png, and chromium.json beside
// them recording the Chromium that drew them and the comparison's thresholds. Fonts are drawn differently
// by another Chromium, so a run on another version skips the pixels rather than failing on them.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const baselineDir = resolve(here, 'baselines');
export const outputDir = resolve(here, 'output');
const recordFile = join(baselineDir, 'chromium.json');

/**
 * pixelmatch's per-pixel colour threshold (0 to 1; YIQ distance, anti-aliased pixels ignored) and the
 * share of a story's pixels that may differ before it fails: a changed word or border fails, a
 * re-hinted glyph edge does not.
 */
export const thresholds = { pixel: 0.1, maxDiffRatio: 0.001 };

export const baselinePath = (run, storyId) => join(baselineDir, `${run}/${storyId}.png`);
export const outputPath = (run, storyId, kind) => join(outputDir, `${run}/${storyId}.${kind}.png`);

/** The recorded `{ chromium, thresholds }`, or undefined when no baselines were ever written. */
export function readRecord() {
  return existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : undefined;
}

export function writeRecord(chromium) {
  mkdirSync(baselineDir, { recursive: true });
  writeFileSync(recordFile, `${JSON.stringify({ chromium, thresholds }, null, 2)}\n`);
}

export function writePng(path, png) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
}

/** Deletes every baseline PNG not in `kept` (absolute paths): stories renamed or removed. Returns the count. */
export function pruneBaselines(kept) {
  let removed = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        visit(path);
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true });
      } else if (entry.name.endsWith('.png') && !kept.has(path)) {
        rmSync(path);
        removed += 1;
      }
    }
  };
  if (existsSync(baselineDir)) visit(baselineDir);
  return removed;
}

export const shortPath = (path) => relative(process.cwd(), path);
