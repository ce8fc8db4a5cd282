/**
 * Lighthouse 12 (npm) against a running Kindred, in Debian's Chromium: `node audit.mjs <plan.json>`.
 * Plain ESM run as a child process, because Lighthouse is ESM-only and jest's module system is not.
 *
 * The plan: { baseUrl, outDir, categories, pages: [{ name, path, preset, signIn? }] }. A page with
 * `signIn: { layout: 'm' | 'w', account, password }` is audited after signing in through the login form
 * in the same browser (storage kept, HTTP cache and the service worker's cache cleared, so its JS still counts as transferred). Each
 * report is written to outDir/<name>.json; the last line of stdout is the JSON list of summaries.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';

const plan = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Lighthouse's own audits the summary reads besides the categories asked for. */
const EXTRA_AUDITS = ['network-requests', 'uses-text-compression', 'errors-in-console'];

async function signIn(browser, baseUrl, { layout, account, password }) {
  const page = await browser.newPage();
  await page.goto(`${baseUrl}/${layout}/login`, { waitUntil: 'networkidle0' });
  // By the form's structure: the page is in the default language (zhtw), not English.
  await page.locator('main form input:not([type=password]):not([type=checkbox])').fill(account);
  await page.locator('main form input[type=password]').fill(password);
  await page.locator('main form button[type=submit]').click();
  await page.waitForFunction(() => location.pathname.endsWith('/home/index'), { timeout: 30_000 });
  // The member's authorities arrive after the sign-in; guarded pages (a profile) need them stored.
  await page.waitForFunction(() => window.localStorage.getItem('authority') !== null, { timeout: 30_000 });
  // The production build registers its service worker once the first screen is shown and the thread
  // idle: let it finish, then close the page, so that no page of the site keeps the worker alive (or
  // installs it) while it is removed below.
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker?.ready.then(() => true), new Promise((done) => setTimeout(done, 20_000))]),
  );
  await page.close();
}

/**
 * Empties the HTTP cache and removes the service worker with its cache, and waits until the worker is
 * gone: without this the audit would measure a returning member's visit (no JS transferred), not a
 * first screen. Before every attempt: a retried audit would otherwise get the first attempt's files.
 */
async function forgetVisits(browser, baseUrl) {
  const blank = await browser.newPage();
  const session = await blank.createCDPSession();
  await session.send('Network.clearBrowserCache');
  const origin = new URL(baseUrl).origin;
  const workers = new Set();
  session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const registration of registrations.filter((one) => one.scopeURL.startsWith(origin))) {
      if (registration.isDeleted) workers.delete(registration.registrationId);
      else workers.add(registration.registrationId);
    }
  });
  await session.send('ServiceWorker.enable');
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'cache_storage,service_workers' });
  for (let waited = 0; workers.size > 0 && waited < 10_000; waited += 100) await sleep(100);
  if (workers.size > 0) throw new Error('the service worker of the sign-in is still registered');
  await session.detach();
  await blank.close();
}

function summarise(name, preset, lhr) {
  const audits = lhr.audits;
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : null);
  const metric = (id) => audits[id]?.numericValue ?? null;
  const requests = audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const uncompressed = requests.filter(
    (item) =>
      ['Script', 'Stylesheet', 'Document'].includes(item.resourceType) &&
      // Below a few KB the response headers alone outweigh what compression saves.
      item.resourceSize > 4096 &&
      item.transferSize >= item.resourceSize,
  );
  return {
    name,
    preset,
    url: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, item) => sum + item.transferSize, 0),
    scripts: scripts.length,
    // How the page's own requests went (h2, http/1.1): over TLS the edge offers HTTP/2.
    protocols: [...new Set(requests.filter((item) => item.url.startsWith(plan.baseUrl)).map((item) => item.protocol))],
    uncompressed: uncompressed.map((item) => item.url),
    compressionSavings: audits['uses-text-compression']?.details?.overallSavingsBytes ?? 0,
    consoleErrors: (audits['errors-in-console']?.details?.items ?? []).map((item) => item.description),
    failedAudits: Object.values(lhr.categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) => category.auditRefs)
      .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
      .map((ref) => `${ref.id}: ${audits[ref.id].title}`),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // The stack's edge serves HTTPS with a certificate made for the run (support/lighthouse.ts).
    ...(plan.baseUrl.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
  ],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
mkdirSync(plan.outDir, { recursive: true });
const summaries = [];
try {
  for (const target of plan.pages) {
    if (target.signIn) await signIn(browser, plan.baseUrl, target.signIn);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: Boolean(target.signIn),
    };
    const base = target.preset === 'desktop' ? desktopConfig : undefined;
    const config = {
      extends: 'lighthouse:default',
      settings: {
        ...(base?.settings ?? {}),
        onlyCategories: plan.categories,
        // Categories and these audits together (Lighthouse takes the union of the two filters).
        onlyAudits: [...EXTRA_AUDITS],
      },
    };
    // On a busy machine (another browser test beside this one) the trace is sometimes lost
    // (NO_NAVSTART): the run errors or a category comes out null or 0. Up to two more runs; a page
    // that really scores 0 scores it every time.
    const lost = (lhr) =>
      Boolean(lhr.runtimeError) || Object.values(lhr.categories).some((category) => !category.score);
    let result;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (target.signIn) await forgetVisits(browser, plan.baseUrl);
      result = await lighthouse(`${plan.baseUrl}${target.path}`, flags, config);
      if (result && !lost(result.lhr)) break;
    }
    if (!result) throw new Error(`lighthouse gave no result for ${target.path}`);
    writeFileSync(path.join(plan.outDir, `${target.name}.json`), JSON.stringify(result.lhr, null, 1));
    summaries.push(summarise(target.name, target.preset, result.lhr));
    // Sign out between pages: the next one starts as a visitor unless it signs in again.
    const page = await browser.newPage();
    await page.goto(plan.baseUrl, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.localStorage.clear());
    await page.close();
  }
} finally {
  await browser.disconnect();
  chrome.kill();
}
console.log(JSON.stringify(summaries));
