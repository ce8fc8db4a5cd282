#!/usr/bin/env node
// The visual tests of the built Storybook (storybook-static/) in headless Chromium:
//   node design-system/visual/run.mjs              make test: layout assertions for every story in the three
//                                                  languages and both schemes, pixels for the default run
//                                                  (zhtw, light) and the named stories (namedStories.mjs)
//   node design-system/visual/run.mjs --grid=full  make visual: the same, plus the pixels in the desktop form factor
//   node design-system/visual/run.mjs --update     make visual-baselines: rewrites every baseline of the full
//                                                  grid, deletes those of stories that no longer exist
//   --stories=<text>                               any of them on the stories whose id holds <text> only
// Two tabs (VISUAL_TABS), each loading iframe.html once and switching stories through the preview channel.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from '../scripts/staticServer.mjs';
import {
  baselinePath,
  outputDir,
  pruneBaselines,
  readRecord,
  thresholds,
  writePng,
  writeRecord,
} from './baselines.mjs';
import { findLayoutProblems } from './layoutCheck.mjs';
import { compareWithBaseline } from './pixelCompare.mjs';
import { openStoryTab, showStory, storyContext } from './storyTab.mjs';
import { runName, visualRuns } from './visualGrid.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tabs = Number(process.env.VISUAL_TABS ?? 2);
const update = process.argv.includes('--update');
const grid = update || process.argv.includes('--grid=full') ? 'full' : 'test';
// --stories=membercard: only the stories whose id holds that text (and no baseline is deleted).
const only = process.argv.find((arg) => arg.startsWith('--stories='))?.slice('--stories='.length);
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run make storybook-build first.');
  process.exit(1);
}

const started = Date.now();
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const storyIds = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
  .map((entry) => entry.id);
const runs = visualRuns(storyIds, { grid, layout: !update });
const problems = [];
const counts = { layout: 0, pixels: 0, written: 0 };
// Uncaught errors in a story's page are printed, not failed on: the story tests (jest) own them.
const pageErrors = new Set();

const { base, close } = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const running = browser.version();
const record = readRecord();
let pixelsSkipped = '';
if (!update && !record) pixelsSkipped = 'no baselines recorded (run make visual-baselines)';
else if (!update && record.chromium !== running)
  pixelsSkipped = `baselines drawn by Chromium ${record.chromium}, this is ${running} (run make visual-baselines to redraw them)`;
if (!update) rmSync(outputDir, { recursive: true, force: true });

try {
  const contexts = {};
  const contextFor = (theme) => (contexts[theme] ??= storyContext(browser, theme));
  const queue = [...runs];
  const worker = async () => {
    const tabByTheme = {};
    for (let run = queue.shift(); run; run = queue.shift()) {
      const { theme } = run.globals;
      tabByTheme[theme] ??= await openStoryTab(await contextFor(theme), base);
      // A frame navigated away or crashed (once in a few hundred stories under load, a story chunk's
      // import): the story gets a new tab and a second try; failing again, it is reported.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const tab = tabByTheme[theme];
        try {
          await check(tab, run);
          break;
        } catch (error) {
          tab.page.close().catch(() => undefined);
          tabByTheme[theme] = await openStoryTab(await contextFor(theme), base);
          if (attempt === 2) {
            const detail = error.message.split('\n')[0];
            problems.push({ storyId: run.storyId, run: runName(run.globals), kind: 'render', detail });
          }
        } finally {
          for (const { storyId, message } of tab.errors.splice(0)) pageErrors.add(`${storyId}: ${message}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: tabs }, worker));
} finally {
  await browser.close();
  close();
}

async function check(tab, { storyId, globals, layout, pixels }) {
  const run = runName(globals);
  const shown = await showStory(tab, storyId, globals);
  if (!shown.ok) {
    problems.push({ storyId, run, kind: 'render', detail: shown.reason });
    return;
  }
  if (layout) {
    counts.layout += 1;
    for (const found of await tab.page.evaluate(findLayoutProblems))
      problems.push({ storyId, run, kind: found.kind, detail: `${found.element}: ${found.detail}` });
  }
  if (!pixels || pixelsSkipped) return;
  const screenshot = await tab.page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  if (update) {
    writePng(baselinePath(run, storyId), screenshot);
    counts.written += 1;
    return;
  }
  counts.pixels += 1;
  const compared = compareWithBaseline(run, storyId, screenshot);
  if (!compared.ok) problems.push({ storyId, run, kind: 'pixels', detail: compared.reason });
}

if (update) {
  writeRecord(running);
  const kept = new Set(runs.map((run) => baselinePath(runName(run.globals), run.storyId)));
  const removed = only ? 0 : pruneBaselines(kept);
  console.log(`Baselines: ${counts.written} written, ${removed} of removed stories deleted, Chromium ${running}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Visual (${grid}): ${storyIds.length} stories, ${counts.layout} layout checks, ${counts.pixels} pixel comparisons ` +
    `(threshold ${thresholds.pixel}, at most ${thresholds.maxDiffRatio * 100} % of pixels) in ${seconds} s with ${tabs} tabs, ` +
    `${problems.length} problems`,
);
if (pixelsSkipped) console.log(`  pixel comparison skipped: ${pixelsSkipped}`);
if (pageErrors.size)
  console.log(`  uncaught errors in the page (not failed on):\n    ${[...pageErrors].join('\n    ')}`);
// One line a story and problem, naming every run it shows in.
const grouped = new Map();
for (const { storyId, run, kind, detail } of problems) {
  const key = `${storyId} ${kind}`;
  const entry = grouped.get(key) ?? { detail, runs: [] };
  if (!entry.runs.includes(run)) entry.runs.push(run);
  grouped.set(key, entry);
}
for (const [key, { detail, runs: where }] of grouped) console.log(`  ${key} in ${where.join(', ')}: ${detail}`);
process.exit(problems.length ? 1 : 0);
