#!/usr/bin/env node
// Opens the Dialog and MemberCard docs pages of the built Storybook (storybook-static/) in headless
// Chromium with the toolbar's English and dark colours chosen through the URL globals, and fails
// unless every example on the page follows them: each story block and each do/don't figure shows
// English text (Han characters only inside member-written fixture texts: names, signatures) on a
// dark background, and the page itself is dark with captions readable at WCAG AA (4.5:1).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from './staticServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = resolve(process.argv[2] ?? join(root, 'storybook-static'));
const pages = (process.env.DOCS_EXAMPLES_PAGES ?? 'components-dialog--docs,components-membercard--docs').split(',');
const globals = 'locale:en;scheme:dark';

/** Member-written texts of the fixtures (names, signatures, long texts): Chinese there is content, not interface. */
const fixtureFiles = [join(root, 'src/testing/fixtures.ts'), ...listTs(join(root, 'src/testing/fixtures'))];
const fixtureTexts = fixtureFiles
  .flatMap((file) => readFileSync(file, 'utf8').match(/'[^'\n]*'|"[^"\n]*"/g) ?? [])
  .map((literal) => literal.slice(1, -1))
  .filter((text) => /\p{Script=Han}/u.test(text));

function listTs(dir) {
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => join(dir, name))
    : [];
}

/** The Han runs of `text` that are not part of a fixture text (a run of one or two characters must be a whole fixture text). */
export function interfaceHan(text) {
  return (text.match(/\p{Script=Han}+/gu) ?? []).filter((run) =>
    run.length >= 3 ? !fixtureTexts.some((fixture) => fixture.includes(run)) : !fixtureTexts.includes(run),
  );
}

const luminance = ([r, g, b]) => {
  const channel = (value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
/** A background counts as dark below a relative luminance of 0.2 (#777 is 0.18). */
const isDark = (rgb) => luminance(rgb) < 0.2;

/**
 * Checks the pages (docs entry ids) in a browser context of a served Storybook at `base`; resolves
 * to `{ problems, examples }`. docs-check.mjs runs it too.
 */
export async function checkDocsExamples(context, base, ids = pages) {
  const problems = [];
  let examples = 0;
  const page = await context.newPage();
  try {
    for (const id of ids) {
      const found = await checkPage(page, base, id);
      examples += found.examples;
      for (const problem of found.out) problems.push(`${id}: ${problem}`);
    }
  } finally {
    await page.close();
  }
  return { problems, examples };
}

async function checkPage(page, base, id) {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=docs&globals=${globals}`, { waitUntil: 'load' });
  await page.waitForSelector('.sbdocs-content', { timeout: 30000 });
  // Frames load lazily: bring each into view and wait until its story has rendered.
  const frames = page.locator('.sbdocs-content .docs-story iframe');
  for (let index = 0; index < (await frames.count()); index += 1) {
    const frame = frames.nth(index);
    await frame.scrollIntoViewIfNeeded();
    const content = await (await frame.elementHandle()).contentFrame();
    await content
      .waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount > 0, undefined, {
        timeout: 30000,
      })
      .catch(() => undefined);
  }
  await page.waitForTimeout(300);

  const out = [];
  const blocks = await page.evaluate(() => {
    const rgb = (colour) => (colour.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    /** The first opaque background from `el` up (the frame's own document for an iframe). */
    const backgroundOf = (el) => {
      for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
        const [r, g, b, a = 1] = rgb(node.ownerDocument.defaultView.getComputedStyle(node).backgroundColor);
        if (a > 0.5) return [r, g, b];
      }
      return [255, 255, 255];
    };
    const describe = (el) => {
      const frame = el.querySelector('iframe');
      if (frame) {
        const doc = frame.contentDocument;
        const story = doc?.querySelector('#storybook-root');
        const text = doc?.body?.innerText ?? '';
        return {
          kind: 'frame',
          name: frame.title,
          rendered: Boolean(story?.childElementCount),
          text,
          background: backgroundOf(story?.firstElementChild ?? doc?.body),
        };
      }
      const story = el.querySelector('[id^="story--"]');
      return {
        kind: 'inline',
        name: story?.id ?? el.textContent.slice(0, 30),
        rendered: Boolean(story?.childElementCount ?? el.childElementCount),
        text: el.innerText,
        background: backgroundOf(story?.firstElementChild ?? el),
      };
    };
    const examples = [];
    for (const figure of document.querySelectorAll('.sbdocs-content figure')) {
      const caption = figure.querySelector('figcaption');
      const body = [...figure.children].filter((child) => child !== caption);
      const described = body.map(describe);
      examples.push({
        where: `do/don't "${caption?.innerText.slice(0, 50) ?? ''}"`,
        text: described.map((one) => one.text).join('\n'),
        rendered: described.every((one) => one.rendered),
        background: described[0]?.background ?? [255, 255, 255],
        caption: caption && { colour: rgb(getComputedStyle(caption).color), background: backgroundOf(caption) },
      });
    }
    for (const block of document.querySelectorAll('.sbdocs-content .docs-story')) {
      if (block.closest('figure')) continue;
      const one = describe(block);
      examples.push({ where: `story ${one.name}`, ...one });
    }
    const wrapper = document.querySelector('.sbdocs-wrapper') ?? document.body;
    const heading = document.querySelector('.sbdocs-content p, .sbdocs-content li');
    return {
      examples,
      page: backgroundOf(wrapper),
      text: heading ? rgb(getComputedStyle(heading).color) : undefined,
    };
  });

  if (!isDark(blocks.page)) out.push(`the page background rgb(${blocks.page}) is not dark`);
  if (blocks.text && contrast(blocks.text, blocks.page) < 4.5)
    out.push(
      `page text rgb(${blocks.text}) on rgb(${blocks.page}): contrast ${contrast(blocks.text, blocks.page).toFixed(2)} < 4.5`,
    );
  if (blocks.examples.length === 0) out.push('no examples found');
  for (const example of blocks.examples) {
    if (!example.rendered) out.push(`${example.where}: did not render`);
    const han = interfaceHan(example.text);
    if (han.length) out.push(`${example.where}: Chinese interface text (${han.slice(0, 4).join(', ')})`);
    if (!/[A-Za-z]{2}/.test(example.text)) out.push(`${example.where}: no English text`);
    if (!isDark(example.background)) out.push(`${example.where}: background rgb(${example.background}) is not dark`);
    const caption = example.caption;
    if (caption && contrast(caption.colour, caption.background) < 4.5)
      out.push(`${example.where}: caption contrast ${contrast(caption.colour, caption.background).toFixed(2)} < 4.5`);
  }
  return { out, examples: blocks.examples.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(join(staticDir, 'index.json'))) {
    console.error('storybook-static/ is missing: run make storybook-build first.');
    process.exit(1);
  }
  const { base, close } = await serveStatic(staticDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { problems, examples } = await checkDocsExamples(context, base);
    console.log(
      `${pages.length} docs pages, ${examples} examples checked in English and dark: ${problems.length} problems`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    process.exitCode = problems.length || examples === 0 ? 1 : 0;
  } finally {
    await browser.close();
    close();
  }
}
