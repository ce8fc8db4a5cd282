import { startStack, type Stack } from './stack';

/**
 * Lists that stay cheap however long they grow (docs/scale/queries.md): follow lists and the mailbox
 * paged, keyset cursors on the newsfeed and the mailbox, deep userlist pages from page boundaries —
 * each checked against the order the database itself gives.
 */
describe('paged lists (demo members, review off)', () => {
  let stack: Stack;
  let carol: string;
  let carolId: number;

  const ids = (list: Array<{ id?: number; eid?: number }>) => list.map((item) => item.id ?? item.eid);

  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    carol = await stack.login('carol');
    carolId = (await stack.post('/member/index/userinfo', {}, { token: carol })).data.id;
    // 1,200 members who signed in at distinct times (some never): enough for deep pages past the live ones.
    await stack.sql(
      `INSERT INTO user_svc.accounts (username, email, password_hash, sex, birthday, status, invitation_code, last_login_at)
       SELECT 'p' || g, 'p' || g || '@paging.test', 'x', g % 2, 631152000000, 1, 'P' || g,
              CASE WHEN g % 10 = 0 THEN NULL ELSE now() - g * interval '1 minute' END
       FROM generate_series(1, 1200) g`,
    );
    await stack.sql(
      `INSERT INTO social_svc.follows (follower_id, target_id, created_at)
       SELECT id, $1, now() - id * interval '1 second' FROM user_svc.accounts WHERE username LIKE 'p%' AND id <= (
         SELECT min(id) + 69 FROM user_svc.accounts WHERE username LIKE 'p%')`,
      [carolId],
    );
    await stack.sql(
      `INSERT INTO messaging_svc.mails (sender_id, sender_name, recipient_id, content, status, created_at)
       SELECT 2, 'service', $1, 'mail ' || g, (g % 3 = 0)::int, 1700000000000 + g FROM generate_series(1, 70) g`,
      [carolId],
    );
  }, 120_000);
  afterAll(() => stack?.stop());

  it('pages love_me 50 at a time, newest follow first, page 2 carrying on where page 1 ended', async () => {
    const expected = (
      await stack.sql<{ id: string }>(
        `SELECT follower_id AS id FROM social_svc.follows WHERE target_id = $1 ORDER BY created_at DESC, follower_id DESC`,
        [carolId],
      )
    ).map((row) => Number(row.id));
    expect(expected).toHaveLength(70);
    const first = await stack.post('/member/like/love_me', {}, { token: carol });
    const second = await stack.post('/member/like/love_me', { page: 2 }, { token: carol });
    expect(ids(first.data)).toEqual(expected.slice(0, 50));
    expect(ids(second.data)).toEqual(expected.slice(50));
    expect((await stack.post('/member/like/love_me', { page: 3 }, { token: carol })).data).toEqual([]);
    expect((await stack.post('/member/like/love_me', { page: 0 }, { token: carol })).status).toBe(-422);
  });

  it('pages the mailbox by cursor with the unread count of the whole mailbox', async () => {
    const first = await stack.post('/member/email/emaillist', {}, { token: carol });
    expect(first.data.list).toHaveLength(50);
    expect(first.data.unread).toBe(70 - 23);
    const oldest = first.data.list.at(-1).eid;
    const next = await stack.post('/member/email/emaillist', { before_id: oldest, limit: 30 }, { token: carol });
    expect(next.data.list).toHaveLength(20);
    expect(next.data.list.every((mail: { eid: number }) => mail.eid < oldest)).toBe(true);
    expect(next.data.unread).toBe(47);
    const all = [...ids(first.data.list), ...ids(next.data.list)];
    expect(all).toEqual([...all].sort((a, b) => b! - a!));
    expect((await stack.post('/member/email/emaillist', { limit: 500 }, { token: carol })).status).toBe(-422);
  });

  it('continues the newsfeed after a cursor exactly as the next page does', async () => {
    await stack.sql(
      `INSERT INTO social_svc.trends (author_id, type, content, created_at)
       SELECT $1, 1, 'post ' || g, now() - g * interval '1 second' FROM generate_series(1, 45) g`,
      [carolId],
    );
    const page1 = await stack.post('/member/trend/trend', { page: 1 }, { token: carol });
    const page2 = await stack.post('/member/trend/trend', { page: 2 }, { token: carol });
    const after = await stack.post('/member/trend/trend', { before_id: page1.data.data.at(-1).id }, { token: carol });
    expect(page1.data.data).toHaveLength(20);
    expect(ids(after.data.data)).toEqual(ids(page2.data.data));
    expect(page1.data.total).toBeGreaterThanOrEqual(45);
  });

  it('answers deep userlist pages in the listing order, from page boundaries, with the same last_page', async () => {
    const order = (
      await stack.sql<{ id: string }>(
        `SELECT id FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND id <> $1
         ORDER BY last_login_at DESC NULLS LAST, id DESC`,
        [carolId],
      )
    ).map((row) => Number(row.id));
    const pageSize = 12;
    for (const page of [1, 42, 43, 84, Math.ceil(order.length / pageSize)]) {
      const answer = await stack.post('/member/index/userlist', { page }, { token: carol });
      expect(answer.status).toBe(200);
      expect(ids(answer.data.data)).toEqual(order.slice((page - 1) * pageSize, page * pageSize));
      expect(answer.data.last_page).toBe(Math.ceil(order.length / pageSize));
    }
  });

  it('finds two-letter names through the letter-pair index exactly as a plain ILIKE does, any case', async () => {
    const expected = (
      await stack.sql<{ id: string }>(
        `SELECT id FROM user_svc.accounts WHERE status = 1 AND role = 'member' AND id <> $1 AND username ILIKE '%p1%'
         ORDER BY last_login_at DESC NULLS LAST, id DESC`,
        [carolId],
      )
    ).map((row) => Number(row.id));
    expect(expected.length).toBeGreaterThan(300); // p1, p10-p19, p100-p199, p1000-p1200
    const first = await stack.post('/member/index/userlist', { username: 'P1' }, { token: carol });
    const last = await stack.post('/member/index/userlist', { username: 'p1', page: 26 }, { token: carol });
    expect(ids(first.data.data)).toEqual(expected.slice(0, 12));
    expect(ids(last.data.data)).toEqual(expected.slice(300, 312));
    expect(first.data.last_page).toBe(Math.ceil(expected.length / 12));
    expect((await stack.post('/member/index/userlist', { username: 'zq' }, { token: carol })).data.data).toEqual([]);
    // The index holds each name's pairs once, lower-cased.
    const [pairs] = await stack.sql<{ pairs: string[] }>(`SELECT user_svc.username_bigrams('PaPa1') AS pairs`);
    expect([...pairs!.pairs].sort()).toEqual(['a1', 'ap', 'pa']);
  });

  it('documents the paging fields in /openapi.json', async () => {
    const doc = JSON.stringify(await (await fetch(`${stack.url}/openapi.json`)).json());
    const schemaOf = (path: string) => doc.slice(doc.indexOf(`"${path}"`), doc.indexOf(`"${path}"`) + 3000);
    expect(schemaOf('/member/like/love_me')).toContain('"page"');
    expect(schemaOf('/member/email/emaillist')).toContain('"before_id"');
    expect(schemaOf('/member/trend/trend')).toContain('"before_id"');
    expect(schemaOf('/member/index/userlist')).toContain('"page"');
  });
});
