/** The bundle the browser tests load is the production build the edge serves, under its CSP (issue 10). */
import { e2eSuite, waitUntil } from './support/harness';

const e2e = e2eSuite();

describe('the served web app', () => {
  e2e.scenario("runs React's production build under a strict Content-Security-Policy", async () => {
    const page = await e2e.phone();
    // React's renderer introduces itself to the devtools hook: bundleType 0 is production, 1 development.
    await page.context().addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { __bundleTypes: number[] }).__bundleTypes = seen;
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: { bundleType: number }) {
          seen.push(renderer.bundleType);
          return seen.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    let socketFrames = 0;
    page.on('websocket', (socket) => socket.on('framereceived', () => (socketFrames += 1)));
    const response = await page.goto('/m/login');
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    await e2e.signIn(page, 'bob');
    await expect(
      page.evaluate(() => (window as unknown as { __bundleTypes: number[] }).__bundleTypes),
    ).resolves.toEqual([0]);
    // Pictures from /media and the live socket work under the policy (the harness fails on any block).
    await page.goto('/m/home/gift/list');
    const picture = page.locator('img[src*="/media/"]').first();
    await picture.waitFor();
    await waitUntil('a gift picture shows', () => picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0));
    await page.goto('/m/home/chat/list');
    await waitUntil('the socket answers', () => socketFrames > 0);
  });
});
