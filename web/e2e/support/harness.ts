/**
 * The e2e harness: per test file, the real system in-process (services/edge/test/stack.ts with the
 * chat node, the demo members, registration review on, a LibreTranslate stand-in, and the edge
 * serving this run's copy of web/dist), one headless Chromium, and a fresh browser context per member
 * on a phone viewport. A failing scenario leaves a PNG of every open page in web/e2e/artifacts/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { startLibreTranslate } from '../../../services/edge/test/libreTranslate';
import { startStack, type Stack } from '../../../services/edge/test/stack';

export const PASSWORD = 'Passw0rd!';
/** How long a toast must stay on screen to count as shown (the app keeps them 3 s). */
export const READABLE_MS = 500;
export const ARTIFACTS = path.join(__dirname, '../artifacts');
/** A scenario drives one or more browsers through several screens: two files share the machine's cores. */
const SCENARIO_TIMEOUT_MS = 60_000;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone: 390x844, touch, and a mobile user agent so that / leads to /m. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  locale: 'en-US',
} as const;

/** A desktop browser: 1440x900, mouse, a desktop user agent so that / leads to /w. */
export const DESKTOP = {
  viewport: { width: 1440, height: 900 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  locale: 'en-US',
} as const;

export type Translator = Awaited<ReturnType<typeof startLibreTranslate>>;

export interface PhoneOptions {
  /** The `lang` stored before the app first loads (kept if the app has stored one); null: none (zhtw). */
  lang?: 'en' | 'zhcn' | 'zhtw' | null;
}

export interface Suite {
  readonly stack: Stack;
  readonly translator: Translator;
  /** A new browser context (one member's phone) and its page. */
  phone(options?: PhoneOptions): Promise<Page>;
  /** A new browser context (one member's desktop browser, 1440x900) and its page. */
  desktop(options?: PhoneOptions): Promise<Page>;
  /** Signs in through /w/login and waits for the top menu. */
  signInDesktop(page: Page, account: string, password?: string): Promise<void>;
  /** Signs in through /m/login and waits for the member screen. */
  signIn(page: Page, account: string, password?: string): Promise<void>;
  /** Waits until the page has shown (for READABLE_MS at least) a toast or alert containing `text` since it last loaded. */
  announced(page: Page, text: string): Promise<void>;
  /** A scenario: a test whose failure leaves screenshots; its contexts close when it ends. */
  scenario(title: string, body: () => Promise<void>, timeout?: number): void;
  /** Saves a screenshot now (artifacts/<file>--<name>.png), for looking at screens by hand. */
  snap(page: Page, name: string): Promise<string>;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** The page's API calls still waiting and the last few answered, for a failure message. */
const calls = new WeakMap<Page, { waiting: Map<Request, number>; answered: string[] }>();

function trackCalls(page: Page): void {
  const mine = { waiting: new Map<Request, number>(), answered: [] as string[] };
  calls.set(page, mine);
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/member/');
  const done = (request: Request, outcome: string) => {
    const started = mine.waiting.get(request);
    if (started === undefined) return;
    mine.waiting.delete(request);
    const path = new URL(request.url()).pathname;
    mine.answered = [...mine.answered, `${path} ${outcome} in ${Date.now() - started} ms`].slice(-6);
  };
  page.on('request', (request) => {
    if (isApi(request)) mine.waiting.set(request, Date.now());
  });
  const statuses = new WeakMap<Request, number>();
  page.on('response', (response) => statuses.set(response.request(), response.status()));
  page.on('requestfinished', (request) => done(request, `HTTP ${statuses.get(request) ?? '?'}`));
  page.on('requestfailed', (request) => done(request, `failed (${request.failure()?.errorText ?? '?'})`));
}

function callsOf(page: Page): string {
  const mine = calls.get(page);
  if (!mine) return 'no calls tracked';
  const now = Date.now();
  const waiting = [...mine.waiting].map(([r, at]) => `${new URL(r.url()).pathname} for ${now - at} ms`);
  return `calls waiting: ${JSON.stringify(waiting)}, last answered: ${JSON.stringify(mine.answered)}`;
}

export interface SuiteOptions {
  /** 'process': the chat node runs as a process of its own, which the test may SIGKILL (stack.chatNode). */
  chat?: true | 'process';
  /** Extra environment for every service. */
  env?: Record<string, string>;
  /** Also start the notifier (web/e2e/notifications.test.ts). */
  notifier?: boolean;
}

/** Registers beforeAll/afterAll in the calling test file and answers the suite's handle. */
export function e2eSuite(options: SuiteOptions = {}): Suite {
  let stack: Stack | undefined;
  let translator: Translator | undefined;
  let browser: Browser | undefined;
  let open: Array<{ context: BrowserContext; page: Page; errors: string[] }> = [];

  beforeAll(async () => {
    const webDist = process.env.KINDRED_E2E_WEB_DIST;
    if (!webDist)
      throw new Error(
        'KINDRED_E2E_WEB_DIST is not set: run through the e2e jest project (npx jest --selectProjects e2e)',
      );
    translator = await startLibreTranslate();
    stack = await startStack({
      chat: options.chat ?? true,
      notifier: options.notifier,
      env: {
        DEMO_SEED: 'on',
        REGISTRATION_REVIEW: 'on',
        WEB_DIST: webDist,
        TRANSLATE_URL: translator.url,
        ...options.env,
      },
    });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await translator?.close();
  }, 60_000);

  const fileName = () => path.basename(expect.getState().testPath ?? 'e2e', '.test.ts');

  const snap = async (page: Page, name: string) => {
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const file = path.join(ARTIFACTS, `${fileName()}--${slug(name)}.png`);
    await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
    return file;
  };

  const openContext = async (device: typeof PHONE | typeof DESKTOP, options: PhoneOptions): Promise<Page> => {
    if (!browser || !stack) throw new Error('the browser is not up');
    const context = await browser.newContext({ ...device, baseURL: stack.url });
    context.setDefaultTimeout(15_000);
    const lang = options.lang === undefined ? 'en' : options.lang;
    if (lang) {
      await context.addInitScript((value: string) => {
        if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', value);
      }, lang);
    }
    // Every toast and alert the page shows, kept for `announced` (toasts leave after 3 s).
    // A toast counts once it has stayed on screen for READABLE_MS (one torn down at once was never seen).
    await context.addInitScript((readableMs: number) => {
      const seen: Array<{ el: Element; added: number; removed?: number }> = [];
      const texts = () => {
        const now = performance.now();
        for (const entry of seen) if (entry.removed === undefined && !entry.el.isConnected) entry.removed = now;
        return seen
          .filter((entry) => (entry.removed ?? now) - entry.added >= readableMs)
          .map((entry) => entry.el.textContent?.trim() ?? '');
      };
      (window as unknown as { __announced: () => string[] }).__announced = texts;
      const record = (node: Node) => {
        if (!(node instanceof Element)) return;
        const live = [node, ...Array.from(node.querySelectorAll('[role=status],[role=alert]'))].filter((el) =>
          ['status', 'alert'].includes(el.getAttribute('role') ?? ''),
        );
        for (const el of live) seen.push({ el, added: performance.now() });
      };
      new MutationObserver((mutations) => {
        mutations.forEach((m) => m.addedNodes.forEach(record));
        texts();
      }).observe(document, { childList: true, subtree: true });
    }, READABLE_MS);
    // Whatever the page's Content-Security-Policy blocks, kept so that a scenario fails on it.
    await context.addInitScript(() => {
      const blocked: string[] = [];
      (window as unknown as { __blocked: string[] }).__blocked = blocked;
      document.addEventListener('securitypolicyviolation', (event) =>
        blocked.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
    const page = await context.newPage();
    const errors: string[] = [];
    trackCalls(page);
    page.on('response', (response) => {
      if (response.status() >= 400)
        errors.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      // Resource failures are listed from the responses (with their address); /favicon.ico has none.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(`console.error: ${message.text()}`);
    });
    open.push({ context, page, errors });
    return page;
  };

  const suite: Suite = {
    get stack() {
      if (!stack) throw new Error('the stack is not up');
      return stack;
    },
    get translator() {
      if (!translator) throw new Error('the translator is not up');
      return translator;
    },
    phone(options = {}) {
      return openContext(PHONE, options);
    },
    desktop(options = {}) {
      return openContext(DESKTOP, options);
    },
    async signInDesktop(page, account, password = PASSWORD) {
      await page.goto('/w/login');
      await field(page, 'Username or email').fill(account);
      await field(page, 'Password').fill(password);
      await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/w/home/index');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    },
    async signIn(page, account, password = PASSWORD) {
      await page.goto('/m/login');
      await field(page, 'Username or email').fill(account);
      await field(page, 'Password').fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/m/home/index');
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
    },
    async announced(page, text) {
      try {
        await page.waitForFunction(
          (wanted: string) =>
            ((window as unknown as { __announced?: () => string[] }).__announced?.() ?? []).some((t) =>
              t.includes(wanted),
            ),
          text,
          { timeout: 30_000 },
        );
      } catch {
        const shown = await page.evaluate(() => {
          const w = window as unknown as { __announced?: () => string[] };
          return w.__announced ? w.__announced() : null;
        });
        throw new Error(
          `no toast or alert reading "${text}" stayed on screen for ${READABLE_MS} ms ` +
            `(since the last page load; shown long enough: ${JSON.stringify(shown)}; ${callsOf(page)})`,
        );
      }
    },
    scenario(title, body, timeout) {
      it(
        title,
        async () => {
          try {
            await body();
            for (const { page } of open) {
              const blocked = await page
                .evaluate(() => (window as unknown as { __blocked?: string[] }).__blocked ?? [])
                .catch(() => []);
              if (blocked.length) throw new Error(`the Content-Security-Policy blocked: ${blocked.join('; ')}`);
            }
            if (process.env.E2E_SCREENSHOTS === 'all') {
              for (const [i, { page }] of open.entries())
                await snap(page, `${slug(title).slice(0, 70)}-end-${i + 1}`).catch(() => undefined);
            }
          } catch (error) {
            const notes: string[] = [];
            for (const [i, { page, errors }] of open.entries()) {
              const file = await snap(page, `${slug(title).slice(0, 70)}-${i + 1}`).catch(
                (e: Error) => `no screenshot (${e.message})`,
              );
              notes.push(`page ${i + 1} at ${page.url()}: ${file}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
            }
            if (error instanceof Error && notes.length) {
              const note = `\n\n${notes.join('\n')}`;
              error.message += note;
              const frames = error.stack?.slice(error.stack.indexOf('\n    at ')) ?? '';
              error.stack = `${error.name}: ${error.message}${frames}`;
            }
            throw error;
          } finally {
            const closing = open;
            open = [];
            await Promise.all(closing.map(({ context }) => context.close().catch(() => undefined)));
          }
        },
        // The root config's 30 s testTimeout wins over this project's own when jest runs every project.
        timeout ?? SCENARIO_TIMEOUT_MS,
      );
    },
    snap,
  };
  return suite;
}

/** The form field labelled `label` (labels carry an aria-hidden `*` when required). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** Waits until `check` holds (polling the real state), or fails with `what`. */
export async function waitUntil(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A username the rules accept (2 to 12 letters or digits), different on every call. */
let counter = 0;
export function newUsername(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 12);
}
