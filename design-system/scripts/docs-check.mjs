#!/usr/bin/env node
// Opens every docs page of the built Storybook (storybook-static/, from make storybook-build) in
// headless Chromium and fails when a page shows an open overlay (a visible dialog or a fixed layer
// over the page), an empty story block, or a props table wider than its column.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from './staticServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = resolve(process.argv[2] ?? join(root, 'storybook-static'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error('storybook-static/ is missing: run make storybook-build first.');
  process.exit(1);
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
const { base, close } = await serveStatic(staticDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const problems = [];
let tables = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const entry of docs) {
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`, { waitUntil: 'load' });
    await page.waitForSelector('.sbdocs-content', { timeout: 20000 });
    // Stories render after the page shell; give the inline ones a moment.
    await page.waitForTimeout(600);
    const { out: found, tables: count } = await page.evaluate(() => {
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
      }
      return { out, tables: document.querySelectorAll('.docblock-argstable').length };
    });
    tables += count;
    for (const problem of found) problems.push(`${entry.id}: ${problem}`);
  }
} finally {
  await browser.close();
  close();
}
console.log(`${docs.length} docs pages and ${tables} props tables checked, ${problems.length} problems`);
for (const problem of problems) console.log(`  ${problem}`);
process.exit(problems.length ? 1 : 0);
