/**
 * Notifications for members who are away, and the installable app (docs/notifications.md). The
 * browser's own push service (FCM for Chromium) cannot be reached from here, so the page's
 * PushManager hands out a subscription of the push service stand-in instead; everything after that is
 * real: the subscription saved over HTTP, bob's message over the socket, the notifier's encrypted
 * push taken and decrypted by the stand-in, and that payload delivered to the service worker.
 */
import WebSocket from 'ws';
import { eventually } from '../../services/edge/test/stack';
import { startPushService, type Subscription } from '../../services/edge/test/pushService';
import { e2eSuite } from './support/harness';

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(() => push.stop());

// The stand-in is on loopback, which the notifier refuses unless the allow-list names it exactly:
// the suite's stack starts after the stand-in (hooks run in order) and reads its address then.
const e2e = e2eSuite({
  notifier: true,
  env: {
    get PUSH_ALLOWED_HOSTS() {
      return push.host;
    },
  },
});

/** The page's PushManager answers with `subscription` (the stand-in's), as a browser's would with FCM's. */
const pushManagerOf = (subscription: Subscription) => ({
  endpoint: subscription.endpoint,
  keys: { p256dh: subscription.p256dh, auth: subscription.auth },
});

async function sendChat(from: string, toId: number, msg: string) {
  const token = await e2e.stack.login(from);
  const ws = new WebSocket(`${e2e.stack.url.replace('http', 'ws')}/socket?token=${token}`);
  let acked = false;
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as { opt: number; status: string };
    if (frame.opt === 1 && frame.status === 'success') acked = true;
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(JSON.stringify({ opt: 1, contact: toId, type: 'txt', msg, ref: `e2e-${Date.now()}` }));
  await eventually(
    async () => acked,
    (done) => done,
  );
  ws.close();
}

describe('notifications for members who are away', () => {
  e2e.scenario(
    "alice turns on notifications on her phone, closes it, and bob's message reaches her as a push",
    async () => {
      const device = push.subscribe();
      const page = await e2e.phone();
      await page.context().grantPermissions(['notifications'], { origin: e2e.stack.url });
      await page.addInitScript((given) => {
        let current: unknown = null;
        const make = () => ({
          endpoint: given.endpoint,
          toJSON: () => given,
          unsubscribe: async () => ((current = null), true),
        });
        PushManager.prototype.subscribe = async function () {
          current = make();
          return current as PushSubscription;
        };
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      }, pushManagerOf(device));
      await e2e.signIn(page, 'alice');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto('/m/home/my/setup/notifications');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByRole('status').filter({ hasText: 'Notifications are on for this device.' }).waitFor();
      const [alice] = await e2e.stack.sql<{ user_id: string; time_zone: string; layout: string }>(
        'SELECT user_id, time_zone, layout FROM messaging_svc.push_subscriptions WHERE endpoint = $1',
        [device.endpoint],
      );
      expect(alice).toMatchObject({ layout: 'm', time_zone: expect.stringMatching(/\w/) });
      const aliceId = Number(alice!.user_id);

      // The tab is closed: alice has no socket, so the message is news for her device.
      const registrationId = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      const cdp = await page.context().newCDPSession(page);
      await page.close();
      await sendChat('bob', aliceId, 'Are you free on Friday?');
      const [delivered] = await eventually(
        async () => push.for(device.endpoint),
        (list) => list.length === 1,
      );
      expect(delivered!.payload).toMatchObject({ title: 'bob', body: 'sent you a message' });
      expect(push.refused).toEqual([]);
      expect(registrationId).toBe(`${e2e.stack.url}/`);
      void cdp;

      // Delivery "never": nothing more reaches the device.
      const token = await e2e.stack.login('alice');
      const never = {
        general: 1,
        form11: 'never',
        ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
      };
      expect((await e2e.stack.post('/member/index/savesettings', never, { token })).status).toBe(200);
      await sendChat('carol', aliceId, 'Hello from Carol');
      const marker = await e2e.stack.post(
        '/member/email/released',
        { email: 'dave', content: 'marker' },
        { token: await e2e.stack.login('carol') },
      );
      expect(marker.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(push.for(device.endpoint)).toHaveLength(1);
    },
  );

  e2e.scenario('the service worker shows a push as a notification that opens the conversation', async () => {
    const page = await e2e.phone();
    await page.context().grantPermissions(['notifications'], { origin: e2e.stack.url });
    await e2e.signIn(page, 'carol');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await page.context().newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) =>
      registrations.push(...event.registrations),
    );
    await cdp.send('ServiceWorker.enable');
    await eventually(
      async () => registrations.length,
      (n) => n > 0,
    );
    const payload = { title: 'bob', body: 'sent you a message', url: '/m/home/chat/index?id=3', tag: 'chat:3' };
    // The site's registration (the newest one reported for its scope); a push sent while the worker is
    // still starting can be dropped, so it is sent again until the notification shows (same tag: one).
    const registrationId = () =>
      [...registrations].reverse().find((r) => r.scopeURL === `${e2e.stack.url}/`)?.registrationId ??
      registrations[0]!.registrationId;
    const shown = await eventually(
      async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: e2e.stack.url,
          registrationId: registrationId(),
          data: JSON.stringify(payload),
        });
        await new Promise((resolve) => setTimeout(resolve, 200));
        return page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
          })),
        );
      },
      (list) => list.length > 0,
      15_000,
    );
    expect(shown).toEqual([{ title: 'bob', body: 'sent you a message', tag: 'chat:3' }]);
  });

  e2e.scenario('Kindred is installable and answers an offline page, never caching API answers', async () => {
    const page = await e2e.phone();
    await e2e.signIn(page, 'dave');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Playwright's contexts are incognito, which Chromium names as a reason of the browser's own.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
      return (await fetch(link)).json();
    });
    expect(manifest).toMatchObject({ name: 'Kindred', display: 'standalone', start_url: '/' });
    const icons = await page.evaluate(
      async (list: Array<{ src: string }>) =>
        Promise.all(
          list.map(
            (icon) =>
              new Promise<number>((resolve) => {
                const img = new Image();
                img.onload = () => resolve(img.naturalWidth);
                img.onerror = () => resolve(0);
                img.src = icon.src;
              }),
          ),
        ),
      manifest.icons,
    );
    expect(icons.every((width) => width > 0)).toBe(true);

    await page.context().setOffline(true);
    await page.goto('/m/home/index');
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.context().setOffline(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached).toContain('/offline.html');
    expect(cached.filter((url) => /^\/(member|media|socket)\b/.test(url))).toEqual([]);
  });
});
