#!/usr/bin/env node
// Screenshots a chosen set of stories in both themes (and the default language zhtw plus en) with
// headless Chromium. Builds Storybook first unless storybook-static/ exists (pass --rebuild to force).
// Output: design-system/screenshots/<theme>/<locale>/<story-id>.png
import { existsSync, mkdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, serveStatic } from './staticServer.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');
const outDir = join(root, 'screenshots');
const args = process.argv.slice(2);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const stories = [
  'components-button--sizes',
  'components-textfield--signature',
  'components-birthdaypicker--selects',
  'components-avatar--sizes',
  'components-bottomtabbar--unread-messages',
  'components-topmenu--signed-in',
  'components-menu--notices',
  'components-dialog--invite',
  'components-toast--with-action',
  'components-hovercard--open',
  'components-coverflow--member-wall',
  'components-swipe--manual',
  'components-pulltorefresh--releasing',
  'components-emoticonpanel--mobile',
  'components-membercard--grid',
  'components-memberlistitem--list',
  'components-trenditem--text-and-picture',
  'components-photogrid--own-album',
  'components-profileheader--member',
  'components-profileheader--own',
  'components-chatlist--swiped-to-delete',
  'components-chatwindow--expanded',
  'components-giftpicker--gift-chosen',
  'components-packagecard--silver-plans',
  'components-paymentform--direct-card',
  'components-avatarcropper--crop',
  'components-pendingapprovalnotice--default',
];
const themes = { mobile: { width: 414, height: 800 }, desktop: { width: 1280, height: 800 } };
const localesToShoot = (process.env.SCREENSHOT_LOCALES ?? 'zhtw,en').split(',');

if (!existsSync(join(staticDir, 'index.html')) || args.includes('--rebuild')) {
  console.log('Building Storybook…');
  execSync('npx storybook build -o storybook-static --quiet', {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
}
if (!existsSync(chromiumPath)) {
  console.error(`Chromium not found at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  process.exit(1);
}

const { base, close } = await serveStatic(staticDir);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
let count = 0;
let failures = 0;
try {
  for (const [theme, viewport] of Object.entries(themes)) {
    const page = await browser.newPage({ viewport, deviceScaleFactor: theme === 'mobile' ? 2 : 1 });
    page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
    for (const locale of localesToShoot) {
      const dir = join(outDir, theme, locale);
      mkdirSync(dir, { recursive: true });
      for (const id of stories) {
        const url = `${base}/iframe.html?id=${id}&viewMode=story&globals=theme:${theme};locale:${locale}`;
        try {
          await page.goto(url, { waitUntil: 'load' });
          await page.waitForSelector('#storybook-root > *', { timeout: 15000 });
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(400);
          await page.screenshot({ path: join(dir, `${id}.png`), fullPage: true, animations: 'disabled' });
          count += 1;
        } catch (error) {
          failures += 1;
          console.error(`  ${theme}/${locale}/${id}: ${error.message.split('\n')[0]}`);
        }
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  close();
}
console.log(`${count} screenshots in ${outDir}${failures ? `, ${failures} failed` : ''}`);
process.exit(failures ? 1 : 0);
