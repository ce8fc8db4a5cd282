import Redis from 'ioredis';
import sharp from 'sharp';
import { eventually, startStack, type Envelope, type Stack } from './stack';
import { serviceClients, type ServiceClients } from './memberDataFixture';

/**
 * What an erasure and a member's pictures leave behind (docs/privacy.md): notices about an erased
 * member, replaced avatars, /media answers and their cache lifetimes, the notification stream.
 */
describe('erasure hygiene', () => {
  let stack: Stack;
  let clients: ServiceClients;
  let admin: string;
  interface Joined {
    id: number;
    username: string;
    token: string;
  }

  beforeAll(async () => {
    stack = await startStack({
      env: {
        // Approval notices ("... Welcome to Kindred!") are what a careless name scrub would rewrite.
        REGISTRATION_REVIEW: 'on',
        ACCOUNT_DELETION_GRACE_DAYS: '0',
        ACCOUNT_DELETION_POLL_MS: '100',
        MEMBER_DATA_POLL_MS: '100',
        ERASURE_POLL_MS: '100',
      },
    });
    clients = serviceClients(stack, stack.addresses.messaging);
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(async () => {
    for (const client of Object.values(clients)) client.close();
    await stack.stop();
  });

  /** Registers, is approved by staff, signs in, holds a silver membership and credits. */
  const join = async (username: string): Promise<Joined> => {
    const registered = await stack.post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: username.length % 2,
      birthday: Date.UTC(1991, 4, 5),
    });
    expect(registered.status).toBe(200);
    const id = Number(registered.data.id);
    expect((await stack.post('/member/admin/review', { userid: id, approve: 1 }, { token: admin })).status).toBe(200);
    await clients.user.ExtendMembership({ user_id: id, tier: 1, months: 1, idempotency_key: `vip-${id}` });
    await clients.commerce.Credit({
      user_id: id,
      amount: '100.00',
      reason: 'adjustment',
      ref_type: 'test',
      ref_id: 'hygiene',
      idempotency_key: `hygiene-${id}`,
    });
    return { id, username, token: await stack.login(username) };
  };

  const erase = async (member: Joined) => {
    const asked = await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: member.token });
    expect(asked.status).toBe(200);
    await eventually(
      () => stack.sql('SELECT 1 FROM user_svc.accounts WHERE id = $1 AND erased_at IS NOT NULL', [member.id]),
      (rows) => rows.length === 1,
      10_000,
    );
  };

  const uploadAvatar = async (member: Joined, colour: string) => {
    const form = new FormData();
    form.set('token', member.token);
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: colour } })
      .png()
      .toBuffer();
    form.set('img', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const answer = (await (
      await fetch(`${stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as Envelope;
    expect(answer.status).toBe(200);
    return answer.data.url as string;
  };

  const maxAge = (res: Response) => Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);

  it('erasing a member named `come` scrubs their name and gift message from notices about them, and no other notice', async () => {
    const [welcomer, come, comet] = [await join('welcomer'), await join('come'), await join('comet')];
    const give = (from: Joined, message: string) =>
      stack.post(
        '/member/gift/gift_giving',
        { username: welcomer.username, giftid: 1, number: 1, message },
        { token: from.token },
      );
    expect((await give(come, 'meet me at nine')).status).toBe(200);
    expect((await give(comet, 'hello there')).status).toBe(200);
    const notices = () =>
      stack.sql<{ id: string; content: string }>(
        'SELECT id, content FROM user_svc.notices WHERE user_id <> $1 ORDER BY id',
        [come.id],
      );
    const before = await eventually(notices, (rows) => rows.filter((r) => r.content.includes(' x1 ')).length === 2);
    expect(before.filter((r) => r.content.includes('Welcome')).length).toBeGreaterThanOrEqual(2);
    const fromCome = before.find((r) => r.content.startsWith('come x1 '))!;
    expect(fromCome.content).toContain('meet me at nine');

    await erase(come);
    const after = await notices();
    expect(after).toEqual(
      before.map((r) =>
        r.id === fromCome.id
          ? { id: r.id, content: `deleted member${r.content.slice('come'.length).split(': ')[0]}` }
          : r,
      ),
    );
    expect(after.find((r) => r.id === fromCome.id)!.content).not.toMatch(/meet me|come/);
    // Nor can the erased account sign in again, or be brought back by staff lifting its suspension.
    expect((await stack.post('/member/index/login', { account: 'come', password: 'Passw0rd!' })).status).not.toBe(200);
    const lift = await stack.post('/member/admin/members/lift', { userid: come.id }, { token: admin });
    expect(lift.status).toBe(-404);
    expect(await stack.sql('SELECT status FROM user_svc.accounts WHERE id = $1', [come.id])).toEqual([{ status: 3 }]);
  }, 60_000);

  it('removes a replaced avatar from the bucket and keeps member pictures an hour at most', async () => {
    const pia = await join('pia');
    const first = await uploadAvatar(pia, '#a33');
    const firstKey = first.replace(/^\/media\//, '');
    expect(await stack.objectKeys()).toContain(firstKey);
    const second = await uploadAvatar(pia, '#3a3');
    expect(await stack.objectKeys()).not.toContain(firstKey);
    expect((await fetch(stack.url + first)).status).toBe(404);
    const shown = await fetch(stack.url + second);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(maxAge(shown)).toBeLessThanOrEqual(86_400);

    await erase(pia);
    const refused = await eventually(
      () => fetch(stack.url + second),
      (res) => res.status === 404,
      20_000,
    );
    expect(refused.headers.get('cache-control')).toBe('no-store');
  }, 60_000);

  it('serves the pictures of a member hidden from visitors only to signed-in viewers, privately', async () => {
    const [hidden, viewer] = [await join('hidden'), await join('viewer')];
    const saved = await stack.post(
      '/member/index/savesettings',
      {
        general: 1,
        ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1])),
        form11: 'Automatically',
        hide_from_visitors: 1,
      },
      { token: hidden.token },
    );
    expect(saved.status).toBe(200);
    const avatar = await uploadAvatar(hidden, '#33a');
    expect((await fetch(stack.url + avatar)).status).toBe(404);
    for (const token of [viewer.token, hidden.token]) {
      const res = await fetch(stack.url + avatar, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    }
    expect((await fetch(stack.url + avatar, { headers: { authorization: 'Bearer not-a-session-token' } })).status).toBe(
      404,
    );
  }, 60_000);

  it('keeps no member words in the notification stream', async () => {
    const [writer, reader] = [await join('writer'), await join('reader')];
    const sent = await stack.post(
      '/member/email/released',
      { email: reader.username, content: 'Stream secret words' },
      { token: writer.token },
    );
    expect(sent.status).toBe(200);
    const redis = new Redis('redis://127.0.0.1:6379');
    try {
      const events = await eventually(
        async () =>
          (await redis.xrange(`${stack.redisPrefix}notify:events`, '-', '+')).map(([, fields]) => fields.join(' ')),
        (list) => list.some((e) => e.includes(`"item":${sent.data.eid}`)),
      );
      expect(events.filter((e) => e.includes('Stream secret'))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
