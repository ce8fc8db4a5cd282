import WebSocket from 'ws';
import { startPushService } from './pushService';
import { eventually, startStack, type Stack } from './stack';

/**
 * Notifications for members who are away (docs/notifications.md), through the real interfaces: a
 * browser subscription saved over HTTP, a chat message sent over the socket, pushes taken by a push
 * service stand-in that decrypts them, mails read from the mail catcher.
 */
describe('notifications', () => {
  let stack: Stack;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const token: Record<string, string> = {};
  const id: Record<string, number> = {};

  beforeAll(async () => {
    push = await startPushService();
    stack = await startStack({
      chat: true,
      notifier: true,
      env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off', PUSH_ALLOWED_HOSTS: push.host },
    });
    for (const name of ['alice', 'bob', 'carol', 'dave']) {
      token[name] = await stack.login(name);
      id[name] = (await stack.post('/member/index/userinfo', {}, { token: token[name] })).data.id;
    }
  });
  afterAll(async () => {
    await stack.stop();
    await push.stop();
  });

  const subscribe = async (member: string, extra: Record<string, unknown> = {}) => {
    const subscription = push.subscribe();
    const answer = await stack.post(
      '/member/push/subscribe',
      { ...subscription, time_zone: 'Asia/Hong_Kong', layout: 'm', ...extra },
      { token: token[member] },
    );
    expect(answer.status).toBe(200);
    return subscription;
  };

  const chat = async (from: string, to: string, texts: string[]) => {
    const ws = new WebSocket(`${stack.url.replace('http', 'ws')}/socket?token=${token[from]}`);
    const acks: unknown[] = [];
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { opt: number; status: string };
      if (frame.opt === 1 && frame.status === 'success') acks.push(frame);
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    texts.forEach((msg, i) =>
      ws.send(JSON.stringify({ opt: 1, contact: id[to], type: 'txt', msg, ref: `n-${Date.now()}-${i}` })),
    );
    await eventually(
      async () => acks.length,
      (n) => n >= texts.length,
    );
    ws.close();
  };

  const mail = (from: string, to: string, content: string) =>
    stack.post('/member/email/released', { email: to, content }, { token: token[from] });

  const save = (member: string, delivery: string) =>
    stack.post(
      '/member/index/savesettings',
      {
        general: 1,
        ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
        form11: delivery,
      },
      { token: token[member] },
    );

  it('gives a browser the VAPID key and refuses a malformed subscription, storing nothing', async () => {
    const key = await stack.post('/member/push/key', {}, { token: token.alice });
    expect(key.data.public_key).toBe(stack.notifier!.vapidPublicKey);
    const bad = await stack.post(
      '/member/push/subscribe',
      { endpoint: 'not a url', p256dh: 'short', auth: '!!' },
      { token: token.alice },
    );
    expect(bad.status).toBe(-422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['auth', 'endpoint', 'p256dh']);
    expect(await stack.sql('SELECT 1 FROM messaging_svc.push_subscriptions')).toHaveLength(0);
  });

  it("pushes a chat message to an away member's browser: who sent it, no text without previews, one a minute", async () => {
    const device = await subscribe('alice');
    await chat('bob', 'alice', ['Dinner on Friday?', 'Or Saturday?']);
    const [first] = await eventually(
      async () => push.for(device.endpoint),
      (list) => list.length >= 1,
    );
    expect(first!.payload).toEqual({
      title: 'bob',
      body: 'sent you a message',
      url: `/m/home/chat/index?id=${id.bob}`,
      tag: `chat:${id.bob}`,
    });
    expect(first!.urgency).toBe('high');
    expect(push.refused).toEqual([]);
    // The second message of the same conversation within a minute makes no second push.
    await mail('carol', 'alice', 'marker');
    await eventually(
      async () => push.for(device.endpoint).length,
      (n) => n === 2,
    );
    expect(push.for(device.endpoint).map((d) => d.payload.tag)).toEqual([
      `chat:${id.bob}`,
      expect.stringMatching(/^mail:/),
    ]);
  });

  it("shows the first words only to a device that allowed previews, opening the desktop's screen", async () => {
    const device = await subscribe('carol', { previews: 1, layout: 'w' });
    await chat('bob', 'carol', ['Hello Carol, lovely photos from Lisbon!']);
    const [delivered] = await eventually(
      async () => push.for(device.endpoint),
      (list) => list.length === 1,
    );
    expect(delivered!.payload).toMatchObject({
      body: 'Hello Carol, lovely photos from Lisbon!',
      url: `/w/home/chat?id=${id.bob}`,
    });
  });

  it('mails "Immediately" at once, with a one-click unsubscribe that turns the topic off', async () => {
    expect((await save('bob', 'Immediately')).status).toBe(200);
    const before = stack.mails.length;
    await mail('carol', 'bob', 'Thanks for the flowers');
    const [sent] = await eventually(
      async () => stack.mails.slice(before).filter((m) => m.to.includes('bob@kindred.dev')),
      (list) => list.length === 1,
    );
    expect(sent!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(sent!.raw).not.toContain('Thanks for the flowers');
    const link = /List-Unsubscribe:\s*<([^>]+)>/.exec(sent!.raw)![1]!.replace('http://localhost:8080', stack.url);
    // A GET (a mail scanner following the link) changes nothing.
    expect((await fetch(link)).status).toBe(200);
    expect((await stack.post('/member/index/settings', {}, { token: token.bob })).data.form5).toBe(true);
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await stack.post('/member/index/settings', {}, { token: token.bob })).data).toMatchObject({
      form5: false,
      form11: 'Immediately',
    });
    const forged = await fetch(link.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`), { method: 'POST' });
    expect(forged.status).toBe(400);
  });

  it('sends nothing to a member whose delivery is "never", nor about a blocked member', async () => {
    const alice = await subscribe('alice');
    const dave = await subscribe('dave');
    expect((await save('dave', 'never')).status).toBe(200);
    await chat('bob', 'dave', ['Are you there?']);
    const carol = await subscribe('carol');
    expect((await stack.post('/member/block/block', { target_id: id.bob }, { token: token.carol })).status).toBe(200);
    await mail('bob', 'carol', 'Blocked?');
    // Events are handled in order: once a later one has arrived, the earlier ones were decided.
    const marker = await mail('bob', 'alice', 'marker');
    expect(marker.status).toBe(200);
    await eventually(
      async () => push.for(alice.endpoint),
      (list) => list.some((d) => d.payload.tag === `mail:${marker.data.eid}`),
    );
    expect(push.for(dave.endpoint)).toEqual([]);
    expect(push.for(carol.endpoint)).toEqual([]);
    await stack.post('/member/block/unblock', { target_id: id.bob }, { token: token.carol });
    await save('dave', 'Automatically');
  });

  it('forgets a subscription the push service says is gone', async () => {
    const device = await subscribe('dave');
    push.expire(device.endpoint);
    await mail('carol', 'dave', 'Hello Dave');
    await eventually(
      () => stack.sql('SELECT 1 FROM messaging_svc.push_subscriptions WHERE endpoint = $1', [device.endpoint]),
      (rows) => rows.length === 0,
    );
  });

  it('sends one digest to a member away for two days, and no second one that day', async () => {
    await stack.sql("UPDATE user_svc.accounts SET last_login_at = now() - interval '3 days' WHERE username = 'dave'");
    const before = stack.mails.length;
    expect((await mail('bob', 'dave', 'Coffee?')).status).toBe(200);
    expect((await mail('carol', 'dave', 'Tea?')).status).toBe(200);
    await eventually(
      () =>
        stack.sql<{ n: number }>('SELECT count(*)::int AS n FROM messaging_svc.digest_items WHERE user_id = $1', [
          id.dave,
        ]),
      (rows) => rows[0]!.n >= 2,
    );
    expect(await stack.notifier!.sweep()).toBe(1);
    const digests = stack.mails.slice(before).filter((m) => m.to.includes('dave@kindred.dev'));
    expect(digests).toHaveLength(1);
    const text = digests[0]!.raw.replace(/=\r?\n/g, '');
    expect(text).toMatch(/\d new mails from (bob, carol|carol, bob)/);
    expect(text).not.toContain('Coffee?');
    expect((await mail('bob', 'dave', 'One more')).status).toBe(200);
    await eventually(
      () =>
        stack.sql<{ n: number }>('SELECT count(*)::int AS n FROM messaging_svc.digest_items WHERE user_id = $1', [
          id.dave,
        ]),
      (rows) => rows[0]!.n === 1,
    );
    expect(await stack.notifier!.sweep()).toBe(0);
  });
});
