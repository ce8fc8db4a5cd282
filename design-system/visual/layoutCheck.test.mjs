// The layout check can fail: a real story from the built Storybook, then the same story with its card
// widened past the 414 px frame, and text clipped with and without the ellipsis a component means.
// Run by make test before the visual suite: node --test design-system/visual/layoutCheck.test.mjs
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from '../scripts/staticServer.mjs';
import { findLayoutProblems } from './layoutCheck.mjs';
import { openStoryTab, showStory, storyContext } from './storyTab.mjs';

const staticDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'storybook-static');
const story = 'components-membercard--tile';
let browser;
let server;
let tab;

before(async () => {
  server = await serveStatic(staticDir);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  tab = await openStoryTab(await storyContext(browser, 'mobile'), server.base);
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** Renders `storyId` afresh (through another story, so the channel re-renders it) in English, light. */
async function render(storyId) {
  await showStory(tab, 'components-button--primary', { locale: 'en', scheme: 'light', theme: 'mobile' });
  const shown = await showStory(tab, storyId, { locale: 'en', scheme: 'light', theme: 'mobile' });
  assert.deepEqual(shown, { ok: true });
}

/** Adds `html` at the end of the story's 414 px frame. */
const addToFrame = (html) =>
  tab.page.evaluate((markup) => {
    document.querySelector('#storybook-root [data-theme]').insertAdjacentHTML('beforeend', markup);
  }, html);

const longLine = 'Send gift to Maximilian Alexander Featherstonehaugh';

test('a story that fits its frame has no layout problem', async () => {
  await render(story);
  assert.deepEqual(await tab.page.evaluate(findLayoutProblems), []);
});

test('a card widened past its frame is reported too wide', async () => {
  await render(story);
  await tab.page.evaluate(() => {
    const card = document.querySelector('#storybook-root [data-theme] > *');
    card.style.width = '600px';
    card.style.maxWidth = 'none';
  });
  const problems = await tab.page.evaluate(findLayoutProblems);
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.equal(problems[0].kind, 'too-wide');
  assert.match(problems[0].detail, /^600 px, \d+ px past its frame$/);
});

test('text cut by overflow: hidden is reported clipped', async () => {
  await render(story);
  await addToFrame(`<p style="width: 120px; overflow: hidden; white-space: nowrap">${longLine}</p>`);
  const problems = await tab.page.evaluate(findLayoutProblems);
  assert.deepEqual(
    problems.map(({ kind, element }) => [kind, element]),
    [['clipped-text', `<p> "${longLine.slice(0, 40)}"`]],
  );
});

test('text truncated on purpose with an ellipsis, or in a scroller, is not a problem', async () => {
  await render(story);
  await addToFrame(
    `<p style="width: 120px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">${longLine}</p>` +
      `<div style="width: 120px; overflow-x: auto"><p style="width: 900px">${longLine}</p></div>`,
  );
  assert.deepEqual(await tab.page.evaluate(findLayoutProblems), []);
});
