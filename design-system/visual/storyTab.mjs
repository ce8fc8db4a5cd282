// One browser tab on the built Storybook's iframe.html, loaded once: stories and toolbar globals are
// switched through Storybook's preview channel instead of reloading the frame for every story.
// Time is frozen at the stories' "now" and animations are off, so two runs draw the same pixels.

/** The stories' fixed "now" (src/testing/fixtures.ts: 2025-06-15 20:00 local time), in the tab's time zone. */
const storyNow = new Date('2025-06-15T20:00:00+08:00');
const timezoneId = 'Asia/Taipei';

/** The form factors' viewports: the mobile frame is 414 px inside Storybook's 16 px padding. */
const viewports = {
  mobile: { width: 414 + 32, height: 900 },
  desktop: { width: 1280, height: 900 },
};

const stillStyle = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

/** A browser context for the `theme` form factor (`mobile` or `desktop`): its viewport, touch, zone and frozen clock. */
export async function storyContext(browser, theme) {
  const context = await browser.newContext({
    viewport: viewports[theme],
    hasTouch: theme === 'mobile',
    timezoneId,
    locale: 'zh-TW',
  });
  await context.clock.setFixedTime(storyNow);
  return context;
}

/** A tab in a `storyContext` with iframe.html loaded and the channel ready; `errors` collects its uncaught errors. */
export async function openStoryTab(context, base) {
  const page = await context.newPage();
  const tab = { page, storyId: undefined, globals: undefined, errors: [] };
  page.on('pageerror', (error) => tab.errors.push({ storyId: tab.storyId, message: error.message.split('\n')[0] }));
  await page.goto(`${base}/iframe.html?viewMode=story`, { waitUntil: 'load' });
  await page.addStyleTag({ content: stillStyle });
  await page.waitForFunction(() => window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__, undefined, {
    timeout: 30000,
  });
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__.ready?.());
  return tab;
}

/**
 * Shows `storyId` with `globals` (locale, scheme, theme) and resolves once Storybook reports the render
 * (after its play function) and the fonts and a frame have settled: `{ ok: true }` or `{ ok: false, reason }`.
 */
export async function showStory(tab, storyId, globals, timeout = 15000) {
  const globalsChange = Object.entries(globals).some(([key, value]) => tab.globals?.[key] !== value);
  if (tab.storyId === storyId && !globalsChange) return { ok: true };
  const storyChange = tab.storyId !== storyId;
  const hadStory = tab.storyId !== undefined;
  tab.storyId = storyId;
  tab.globals = { ...tab.globals, ...globals };
  // Bounded on this side too: a story that blocks its page's event loop throws (the caller opens a new
  // tab) instead of stalling the run.
  let stalled;
  const stall = new Promise((_, reject) => {
    stalled = setTimeout(() => reject(new Error(`page stalled for ${2 * timeout} ms`)), 2 * timeout);
  });
  const shown = tab.page.evaluate(
    async ({ storyId, globals, globalsChange, storyChange, hadStory, timeout }) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      const rendered = () =>
        new Promise((resolve) => {
          const events = {
            storyRendered: (id) => (id ?? storyId) === storyId && done({ ok: true }),
            storyErrored: (error) =>
              done({ ok: false, reason: `errored: ${error?.title ?? ''} ${error?.description ?? ''}` }),
            storyThrewException: (error) => done({ ok: false, reason: `threw: ${error?.message ?? error}` }),
            playFunctionThrewException: (error) =>
              done({ ok: false, reason: `play threw: ${error?.message ?? error}` }),
            storyMissing: () => done({ ok: false, reason: 'missing' }),
          };
          const timer = setTimeout(() => done({ ok: false, reason: `no render in ${timeout} ms` }), timeout);
          function done(result) {
            clearTimeout(timer);
            for (const [name, listener] of Object.entries(events)) channel.off(name, listener);
            resolve(result);
          }
          for (const [name, listener] of Object.entries(events)) channel.on(name, listener);
        });
      // The same story re-rendered by new globals: listen before they change. Another story: listen once
      // they have, so the current story's re-render is not taken for it.
      let outcome = storyChange ? undefined : rendered();
      // The pseudo-states addon copies a story's forced states (its `pseudo` parameter) into the globals
      // after the render, where they would stay for the next story: set them here, before it renders.
      const story = await window.__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId });
      const { rootSelector: _root, ...forced } = story.parameters.pseudo ?? {};
      const pseudoChange = JSON.stringify(forced) !== JSON.stringify(window.__visualForcedStates ?? {});
      window.__visualForcedStates = forced;
      // The globals first. They re-render the story shown: wait for that render (and the addon's timer
      // after it), so nothing of it lands on the next story.
      if (globalsChange || pseudoChange) {
        const settled = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException'];
        const waitFor = hadStory ? settled : ['globalsUpdated'];
        await new Promise((resolve) => {
          const timer = setTimeout(finish, timeout);
          function finish() {
            clearTimeout(timer);
            for (const name of waitFor) channel.off(name, finish);
            setTimeout(resolve, 0);
          }
          for (const name of waitFor) channel.on(name, finish);
          channel.emit('updateGlobals', { globals: { ...globals, pseudo: forced } });
        });
      }
      if (storyChange) {
        outcome = rendered();
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }
      const result = await outcome;
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return result;
    },
    { storyId, globals, globalsChange, storyChange, hadStory, timeout },
  );
  shown.catch(() => undefined);
  return Promise.race([shown, stall]).finally(() => clearTimeout(stalled));
}
