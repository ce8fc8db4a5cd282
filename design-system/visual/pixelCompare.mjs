// Compares a screenshot with its baseline (pixelmatch over pngjs images); on a difference writes the
// actual and the diff image under output/ for review.
import { existsSync, readFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { baselinePath, outputPath, shortPath, thresholds, writePng } from './baselines.mjs';

/** `{ ok: true }`, or `{ ok: false, reason }` with the actual (and diff) PNG written under output/. */
export function compareWithBaseline(run, storyId, screenshot) {
  const expectedFile = baselinePath(run, storyId);
  const actualFile = outputPath(run, storyId, 'actual');
  if (!existsSync(expectedFile)) {
    writePng(actualFile, screenshot);
    return { ok: false, reason: `no baseline (run make visual-baselines); actual in ${shortPath(actualFile)}` };
  }
  const expected = PNG.sync.read(readFileSync(expectedFile));
  const actual = PNG.sync.read(screenshot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writePng(actualFile, screenshot);
    return {
      ok: false,
      reason: `size ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}; actual in ${shortPath(actualFile)}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: thresholds.pixel,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio <= thresholds.maxDiffRatio) return { ok: true };
  const diffFile = outputPath(run, storyId, 'diff');
  writePng(actualFile, screenshot);
  writePng(diffFile, PNG.sync.write(diff));
  return {
    ok: false,
    reason: `${differing} pixels differ (${(ratio * 100).toFixed(2)} %, at most ${thresholds.maxDiffRatio * 100} %); see ${shortPath(diffFile)}`,
  };
}
