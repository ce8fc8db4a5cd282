#!/usr/bin/env node
// Prints the gzipped JavaScript one story's frame (iframe.html of a story) loads in headless
// Chromium, and fails above its budget (storyFrameGzipKb in budgets.json). Reads storybook-static/ (make
// storybook-build). Also fails when the frame loads axe: it belongs to the Accessibility panel.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from './staticServer.mjs';

const story = process.argv[2] ?? 'components-button--primary';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const budget = JSON.parse(readFileSync(join(root, '..', 'budgets.json'), 'utf8')).storyFrameGzipKb * 1024;
const { base, close } = await serveStatic(join(root, 'storybook-static'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
let raw = 0;
let gzipped = 0;
const files = [];
try {
  const page = await browser.newPage();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    raw += body.length;
    const size = gzipSync(body).length;
    gzipped += size;
    files.push([new URL(response.url()).pathname, size]);
  });
  await page.goto(`${base}/iframe.html?id=${story}&viewMode=story`, { waitUntil: 'networkidle' });
  await page.waitForSelector('#storybook-root > *', { timeout: 20000 });
} finally {
  await browser.close();
  close();
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const verdict = gzipped <= budget ? 'within' : 'OVER';
console.log(`Story frame ${story}: ${kb(raw)} JS, ${kb(gzipped)} gzipped (${verdict} the ${kb(budget)} budget)`);
const largest = files.sort((a, b) => b[1] - a[1]).slice(0, 4);
console.log(`  largest: ${largest.map(([name, size]) => `${name.replace(/^.*\//, '')} ${kb(size)}`).join(', ')}`);
const axe = files.filter(([name]) => /\/axe[-.]/.test(name));
if (axe.length) console.log(`  axe is loaded up front (${axe.map(([name]) => name).join(', ')}): it must wait for the panel`);
process.exit(gzipped <= budget && !axe.length ? 0 : 1);
