#!/usr/bin/env node
// Opens every docs page of the built Storybook (storybook-static/, from make storybook-build) in
// headless Chromium, a few tabs at a time, and fails when a page shows an open overlay (a visible
// dialog or a fixed layer over the page), an empty story block, a props table wider than its
// column, a props type shown as `union`, `intersection[…]` or `unknown[…]`, a select in a props table
// showing "Choose option…" over a prop with a plain default, or a story shown twice whose forced hover /
// focus / pressed states differ between the copies. It also checks the search words: every component
// has a written (MDX) page whose `## Also called` section holds `### ` headings, each of them in
// index.json's anchors, and the sidebar search finds a page by one of its Chinese words. Last, the
// examples of the Dialog and MemberCard pages must follow the toolbar's English and dark
// (docs-examples-check.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from './staticServer.mjs';
import { alsoCalled } from './searchWords.mjs';
import { checkDocsExamples } from './docs-examples-check.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = resolve(process.argv[2] ?? join(root, 'storybook-static'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const tabs = Number(process.env.DOCS_CHECK_TABS ?? 3);
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run make storybook-build first.');
  process.exit(1);
}

const started = Date.now();
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const problems = [];

// Search words: every component's docs page is written (MDX) and ends its intro with `## Also called`.
const components = docs.filter((entry) => entry.title.startsWith('Components/'));
const withWords = [];
for (const entry of docs) {
  if (!entry.importPath.endsWith('.mdx')) continue;
  const words = alsoCalled(readFileSync(join(root, entry.importPath), 'utf8'));
  if (!words) continue;
  const anchors = new Set((entry.anchors ?? []).map((anchor) => anchor.title));
  if (words.length === 0) problems.push(`${entry.id}: "## Also called" has no ### words under it`);
  for (const word of words)
    if (!anchors.has(word)) problems.push(`${entry.id}: search word "${word}" is not in index.json's anchors`);
  if (words.length) withWords.push({ entry, words });
}
const componentsWithWords = withWords.filter(({ entry }) => entry.title.startsWith('Components/'));
const missing = components.filter((entry) => !componentsWithWords.some((found) => found.entry === entry));
for (const entry of missing) problems.push(`${entry.id}: no written docs page with "## Also called" search words`);

const { base, close } = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let tables = 0;
let searched = '';
let examplesChecked = 0;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const queue = [...docs];
  const worker = async () => {
    const page = await context.newPage();
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      try {
        const found = await checkPage(page, entry);
        tables += found.tables;
        for (const problem of found.out) problems.push(`${entry.id}: ${problem}`);
      } catch (error) {
        problems.push(`${entry.id}: did not render (${error.message.split('\n')[0]})`);
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: Math.min(tabs, docs.length) }, worker));
  const sample = withWords.flatMap(({ entry, words }) => words.map((word) => ({ entry, word })));
  const chinese = sample.find(({ word }) => /\p{Script=Han}/u.test(word));
  if (chinese) searched = await checkSearch(await context.newPage(), chinese);
  const followed = await checkDocsExamples(context, base);
  problems.push(...followed.problems);
  examplesChecked = followed.examples;
} finally {
  await browser.close();
  close();
}

async function checkPage(page, entry) {
  await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`, { waitUntil: 'load' });
  await page.waitForSelector('.sbdocs-content', { timeout: 20000 });
  // Inline stories render after the page shell: wait until every story block has content (30 s at most: a loaded machine is slow).
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.docs-story')].every((block) => {
          // The same test as below: Storybook puts an empty wrapper in first, the story fills it.
          const inner = block.querySelector('[id^="story--"], iframe');
          const box = inner?.getBoundingClientRect();
          return inner && box.height >= 8 && (inner.tagName === 'IFRAME' || inner.childElementCount > 0);
        }),
      undefined,
      { timeout: 30000, polling: 100 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const out = [];
    const visible = (el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')) {
      if (visible(dialog))
        out.push(`open overlay: ${dialog.getAttribute('aria-label') ?? dialog.textContent.slice(0, 40)}`);
    }
    for (const el of document.body.querySelectorAll('body > *:not(#storybook-docs):not(#storybook-root)')) {
      const style = getComputedStyle(el);
      if (style.position === 'fixed' && visible(el) && el.getBoundingClientRect().height > 200)
        out.push('open overlay: a fixed layer over the page');
    }
    for (const block of document.querySelectorAll('.docs-story')) {
      const inner = block.querySelector('[id^="story--"], iframe');
      const box = inner?.getBoundingClientRect();
      if (!inner || !box || box.height < 8 || (inner.tagName !== 'IFRAME' && inner.childElementCount === 0))
        out.push(`empty story block: ${inner?.id ?? '(no story)'}`);
    }
    for (const table of document.querySelectorAll('.docblock-argstable')) {
      const column = document.querySelector('.sbdocs-content').getBoundingClientRect().width;
      const width = table.scrollWidth;
      if (width > column + 1) out.push(`props table ${Math.round(width)} px in a ${Math.round(column)} px column`);
      // Types as the parser's placeholders instead of what the prop takes.
      for (const cell of table.querySelectorAll('td span, td code')) {
        const type = cell.textContent.trim();
        if (/^(union|intersection)\b|^unknown\[/.test(type)) out.push(`props table type "${type.slice(0, 40)}"`);
      }
      // A select over a prop with a default shows that value, not "Choose option…" (columns: name,
      // description, default, control).
      for (const select of table.querySelectorAll('select')) {
        const shown = select.selectedOptions[0]?.textContent ?? '';
        const cells = select.closest('tr')?.querySelectorAll('td') ?? [];
        const byDefault = cells[2]?.textContent.trim() ?? '';
        // Plain defaults ("md", 3, true); a mapped select over an array or object default is not covered yet.
        if (/^Choose option/.test(shown) && /^("[^"]*"|'[^']*'|-?\d+(\.\d+)?|true|false)$/.test(byDefault))
          out.push(
            `props table select "${cells[0]?.textContent.trim()}" shows "${shown}", its default is ${byDefault}`,
          );
      }
    }
    // A story shown twice (its Canvas and under "All stories") forces the same states in both copies.
    const copies = new Map();
    for (const root of document.querySelectorAll('[id^="story--"]')) {
      const forced = [...root.querySelectorAll('[class*="pseudo-"]')]
        .map((el) => [...el.classList].filter((name) => name.startsWith('pseudo-')).join(' '))
        .join(',');
      copies.set(root.id, [...(copies.get(root.id) ?? []), forced]);
    }
    for (const [id, forced] of copies) {
      if (forced.length > 1 && forced.some((states) => states !== forced[0]))
        out.push(`${id}: forced states differ between its copies on the page`);
    }
    return { out, tables: document.querySelectorAll('.docblock-argstable').length };
  });
}

/** Types the first Han word of a search heading into the sidebar search; its page must be a result. */
async function checkSearch(page, { entry, word }) {
  const query = word.match(/\p{Script=Han}+/u)[0];
  await page.goto(`${base}/index.html`, { waitUntil: 'load' });
  const field = page.locator('#storybook-explorer-searchfield');
  await field.waitFor({ timeout: 20000 });
  await field.fill(query);
  // A search result is an option whose data-id is the page's id and the heading's anchor.
  const result = page.locator(`[role="option"][data-id^="${entry.id}#"]`).first();
  const hit = await result
    .waitFor({ timeout: 10000 })
    .then(() => true)
    .catch(() => false);
  if (!hit) problems.push(`search: "${query}" does not find ${entry.id}`);
  return `search "${query}" ${hit ? 'finds' : 'does NOT find'} ${entry.id}`;
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `${docs.length} docs pages and ${tables} props tables checked in ${seconds} s (${tabs} tabs), ${problems.length} problems`,
);
console.log(
  `Search words: ${componentsWithWords.length} of ${components.length} component pages and ` +
    `${withWords.length - componentsWithWords.length} other pages have "## Also called"` +
    (searched ? `; ${searched}` : ''),
);
console.log(`Docs examples: ${examplesChecked} on the Dialog and MemberCard pages checked in English and dark`);
if (missing.length) console.log(`  without search words: ${missing.map((entry) => entry.title.slice(11)).join(', ')}`);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length ? 1 : 0);
