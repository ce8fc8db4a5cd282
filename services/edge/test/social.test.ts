import { eventually, startStack, type Stack } from './stack';

const adult = Date.UTC(1994, 2, 3);

interface Item {
  id: number;
  mid: number;
  mine: number;
  type: number;
  content: string;
  img: string;
  username: string;
  avatar: string;
  vip: number;
  sex: number;
  birthday: number;
  user: { id: number; username: string };
  create_time: number;
}

describe('follows, newsfeed, reports and blocks (demo members, review off)', () => {
  let stack: Stack;
  let alice: string;
  let bob: string;
  let carol: string;
  let dave: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    stack = await startStack({ env: { DEMO_SEED: 'on', REGISTRATION_REVIEW: 'off' } });
    [alice, bob, carol, dave] = (await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((name) => stack.login(name)),
    )) as [string, string, string, string];
    for (const [name, token] of Object.entries({ alice, bob, carol, dave })) {
      ids[name] = (await stack.post('/member/index/userinfo', {}, { token })).data.id;
    }
  });
  afterAll(() => stack.stop());

  const feed = (token: string, path = '/member/trend/trend', body: Record<string, unknown> = {}) =>
    stack.post(path, body, { token });

  it('toggles a follow: followed / follow cancelled, with the real follower count', async () => {
    const first = await stack.post('/member/like/like', { target_id: ids.bob }, { token: alice });
    expect(first).toEqual({ status: 200, msg: 'followed', data: { is_like: 1, likecount: 1 } });
    expect((await stack.post('/member/like/like', { target_id: ids.bob }, { token: carol })).data).toEqual({
      is_like: 1,
      likecount: 2,
    });
    const again = await stack.post('/member/like/like', { target_id: ids.bob }, { token: alice });
    expect(again).toEqual({ status: 200, msg: 'follow cancelled', data: { is_like: 0, likecount: 1 } });
    expect(await stack.sql('SELECT follower_id FROM social_svc.follows WHERE target_id = $1', [ids.bob])).toEqual([
      { follower_id: String(ids.carol) },
    ]);
  });

  it('refuses following oneself (-422), an unknown member (-1), a malformed id (-422), and changes nothing', async () => {
    const before = await stack.sql('SELECT count(*) FROM social_svc.follows');
    expect(await stack.post('/member/like/like', { target_id: ids.alice }, { token: alice })).toMatchObject({
      status: -422,
      data: { errors: { target_id: 'self' } },
    });
    expect(await stack.post('/member/like/like', { target_id: 99999 }, { token: alice })).toMatchObject({
      status: -1,
      msg: 'error.user_not_found',
    });
    expect((await stack.post('/member/like/like', { target_id: 'x' }, { token: alice })).status).toBe(-422);
    expect((await stack.post('/member/like/like', {}, { token: alice })).data.errors).toEqual({
      target_id: 'required',
    });
    expect((await stack.post('/member/like/like', { target_id: ids.bob })).status).toBe(-401);
    expect(await stack.sql('SELECT count(*) FROM social_svc.follows')).toEqual(before);
  });

  it('answers i_like, love_me and mutual_like as member-list items with real is_like and likecount', async () => {
    await stack.post('/member/like/like', { target_id: ids.dave }, { token: carol });
    await stack.post('/member/like/like', { target_id: ids.carol }, { token: dave });
    await stack.post('/member/like/like', { target_id: ids.carol }, { token: bob });

    const iLike = await stack.post('/member/like/i_like', {}, { token: carol });
    expect(iLike.data.map((m: { username: string }) => m.username)).toEqual(['dave', 'bob']);
    expect(iLike.data[0]).toMatchObject({ id: ids.dave, is_like: 1, likecount: 1, vip: 0, sex: 1 });
    // The demo seed gave dave two background photos.
    expect(iLike.data[0].backphotos).toEqual([
      expect.stringMatching(new RegExp(`^/media/backgrounds/${ids.dave}/`)),
      expect.any(String),
    ]);
    expect(iLike.data[1]).toMatchObject({ id: ids.bob, is_like: 1, likecount: 1, vip: 1 });

    const loveMe = await stack.post('/member/like/love_me', {}, { token: carol });
    expect(loveMe.data.map((m: { username: string }) => m.username)).toEqual(['bob', 'dave']);
    expect(loveMe.data.map((m: { is_like: number }) => m.is_like)).toEqual([1, 1]);

    const mutual = await stack.post('/member/like/mutual_like', {}, { token: carol });
    expect(mutual.data.map((m: { username: string }) => m.username).sort()).toEqual(['bob', 'dave']);
    expect((await stack.post('/member/like/mutual_like', {}, { token: alice })).data).toEqual([]);
  });

  it('carries is_like and likecount into the other member lists (userdetail, userlist)', async () => {
    const detail = await stack.post('/member/index/userdetail', { id: ids.carol }, { token: dave });
    expect(detail.data).toMatchObject({ id: ids.carol, is_like: 1, likecount: 2 });
    const fromAlice = await stack.post('/member/index/userdetail', { id: ids.carol }, { token: alice });
    expect(fromAlice.data).toMatchObject({ is_like: 0, likecount: 2 });
    const list = await stack.post('/member/index/userlist', { page: 1 }, { token: bob });
    const carolItem = list.data.data.find((m: { id: number }) => m.id === ids.carol);
    if (carolItem) expect(carolItem).toMatchObject({ is_like: 1, likecount: 2 });
    expect(
      list.data.data.every(
        (m: { likecount: unknown; is_like: unknown }) =>
          typeof m.likecount === 'number' && typeof m.is_like === 'number',
      ),
    ).toBe(true);
  });

  it('has a joined (type 0) item for every approved member, from the account events', async () => {
    const mine = await eventually(
      () => feed(alice, '/member/trend/my_trend'),
      (a) => a.data.data.some((t: Item) => t.type === 0),
    );
    expect(mine.data.data.filter((t: Item) => t.type === 0)).toEqual([
      expect.objectContaining({ mid: ids.alice, mine: 1, type: 0, username: 'alice', sex: 0, content: '' }),
    ]);
    // The demo seed's posts are there too, newest first, all alice's own.
    expect(mine.data.data.filter((t: Item) => t.type === 1).length).toBeGreaterThan(0);
    expect(mine.data.data.every((t: Item) => t.mid === ids.alice && t.mine === 1)).toBe(true);
    const joined = await stack.sql<{ n: string }>('SELECT count(*) AS n FROM social_svc.trends WHERE type = 0');
    const approved = await stack.sql<{ n: string }>(
      "SELECT count(*) AS n FROM user_svc.accounts WHERE status = 1 AND role = 'member'",
    );
    expect(Number(joined[0]!.n)).toBeGreaterThanOrEqual(Number(approved[0]!.n));
  });

  it("publishes a text post that leads everyone's feed with its author, mine flag and time", async () => {
    const countBefore = (await stack.post('/member/index/userinfo', {}, { token: bob })).data.newfeedcount;
    const posted = await stack.post('/member/trend/released', { content: '  Hello, Kindred!  ' }, { token: bob });
    expect(posted).toMatchObject({ status: 200, msg: 'sent' });
    expect(posted.data).toMatchObject({
      mid: ids.bob,
      mine: 1,
      type: 1,
      content: 'Hello, Kindred!',
      img: '',
      username: 'bob',
      vip: 1,
      sex: 1,
    });
    expect(Math.abs(posted.data.create_time - Date.now() / 1000)).toBeLessThan(60);

    const everyone = await feed(alice);
    expect(everyone.status).toBe(200);
    const first: Item = everyone.data.data[0];
    expect(first).toMatchObject({
      id: posted.data.id,
      mid: ids.bob,
      mine: 0,
      type: 1,
      content: 'Hello, Kindred!',
      username: 'bob',
      vip: 1,
    });
    expect(first.user).toMatchObject({ id: ids.bob, username: 'bob' });
    expect(typeof first.birthday).toBe('number');

    const his = await feed(alice, '/member/trend/his_trend', { userid: ids.bob });
    expect(his.data[0]).toMatchObject({ type: 1, content: 'Hello, Kindred!', mine: 0 });
    expect(his.data[his.data.length - 1]).toMatchObject({ type: 0, mid: ids.bob });
    expect(his.data.every((t: Item) => t.mid === ids.bob)).toBe(true);
    expect((await stack.post('/member/index/userinfo', {}, { token: bob })).data.newfeedcount).toBe(countBefore + 1);
  });

  it('pages the feed 20 at a time, newest first, to last_page', async () => {
    const one = await feed(alice, '/member/trend/trend', { page: 1 });
    const two = await feed(alice, '/member/trend/trend', { page: 2 });
    expect(one.data.data).toHaveLength(20);
    expect(one.data.last_page).toBe(Math.ceil(one.data.total / 20));
    expect(one.data.last_page).toBeGreaterThan(2);
    expect(two.data.current_page).toBe(2);
    const times = [...one.data.data, ...two.data.data].map((t: Item) => t.create_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const seen = new Set([...one.data.data, ...two.data.data].map((t: Item) => t.id));
    expect(seen.size).toBe(40);
    const past = await feed(alice, '/member/trend/trend', { page: one.data.last_page + 1 });
    expect(past.data.data).toEqual([]);
    expect((await feed(alice, '/member/trend/trend', { page: 0 })).status).toBe(-422);
  });

  it('refuses an empty post, an overlong one and a picture that is not an own upload, creating nothing', async () => {
    const before = await stack.sql('SELECT count(*) FROM social_svc.trends');
    expect(await stack.post('/member/trend/released', { content: '   ' }, { token: alice })).toMatchObject({
      status: -422,
      data: { errors: { content: 'required' } },
    });
    expect(
      (await stack.post('/member/trend/released', { content: 'x'.repeat(501) }, { token: alice })).data.errors,
    ).toEqual({
      content: 'too_long',
    });
    const notMine = `/media/posts/${ids.bob}/0f0e0d0c-0b0a-4908-8706-050403020100.jpg`;
    expect(await stack.post('/member/trend/released', { content: 'hi', img: notMine }, { token: alice })).toMatchObject(
      {
        status: -422,
        data: { errors: { img: 'invalid' } },
      },
    );
    expect(
      (await stack.post('/member/trend/released', { img: 'https://evil.example/x.jpg' }, { token: alice })).status,
    ).toBe(-422);
    expect(await stack.sql('SELECT count(*) FROM social_svc.trends')).toEqual(before);
  });

  it("deletes own items only: anyone else's answers -403 and deletes nothing; a gone item -404", async () => {
    const posted = (await stack.post('/member/trend/released', { content: 'to delete' }, { token: carol })).data;
    expect(await stack.post('/member/trend/del', { id: posted.id }, { token: bob })).toMatchObject({
      status: -403,
      msg: 'error.not_owner',
    });
    expect(await stack.sql('SELECT id FROM social_svc.trends WHERE id = $1', [posted.id])).toHaveLength(1);
    expect(await stack.post('/member/trend/del', { id: posted.id }, { token: carol })).toMatchObject({
      status: 200,
      msg: 'deleted',
    });
    expect(await stack.sql('SELECT id FROM social_svc.trends WHERE id = $1', [posted.id])).toHaveLength(0);
    expect((await stack.post('/member/trend/del', { id: posted.id }, { token: carol })).status).toBe(-404);
    expect((await stack.post('/member/trend/del', { id: -4 }, { token: carol })).status).toBe(-422);
  });

  it('keeps reports for staff and merges repeats on the same member within 24 h', async () => {
    const first = await stack.post('/member/reports/reports', { type: 2, userid: ids.dave }, { token: alice });
    expect(first).toMatchObject({ status: 200, data: { merged: false } });
    const repeat = await stack.post('/member/reports/reports', { type: 3, userid: ids.dave }, { token: alice });
    expect(repeat).toMatchObject({ status: 200, data: { merged: true } });
    expect(
      await stack.sql('SELECT types, repeats, status FROM social_svc.reports WHERE reporter_id = $1', [ids.alice]),
    ).toEqual([{ types: [2, 3], repeats: 2, status: 'open' }]);
    // A day later the same report is a new one.
    await stack.sql("UPDATE social_svc.reports SET created_at = now() - interval '25 hours' WHERE reporter_id = $1", [
      ids.alice,
    ]);
    expect((await stack.post('/member/reports/reports', { type: 1, userid: ids.dave }, { token: alice })).data).toEqual(
      { merged: false },
    );
    // Another reporter makes another report.
    expect((await stack.post('/member/reports/reports', { type: 1, userid: ids.dave }, { token: bob })).data).toEqual({
      merged: false,
    });
    expect(await stack.sql('SELECT count(*) FROM social_svc.reports')).toEqual([{ count: '3' }]);
  });

  it('refuses a report of an unknown type (-422), of oneself (-422), of nobody (-1), filing nothing', async () => {
    const before = await stack.sql('SELECT count(*), sum(repeats) FROM social_svc.reports');
    expect(
      (await stack.post('/member/reports/reports', { type: 4, userid: ids.dave }, { token: carol })).data.errors,
    ).toEqual({ type: 'invalid' });
    expect(
      (await stack.post('/member/reports/reports', { type: 1, userid: ids.carol }, { token: carol })).data.errors,
    ).toEqual({ userid: 'self' });
    expect((await stack.post('/member/reports/reports', { type: 1, userid: 987654 }, { token: carol })).status).toBe(
      -1,
    );
    expect((await stack.post('/member/reports/reports', { userid: ids.dave }, { token: carol })).data.errors).toEqual({
      type: 'required',
    });
    expect(await stack.sql('SELECT count(*), sum(repeats) FROM social_svc.reports')).toEqual(before);
  });

  it('blocks both ways: no follow, no profile posts or photos, no feed items; unblock restores', async () => {
    await stack.post('/member/like/like', { target_id: ids.dave }, { token: alice });
    const post = (await stack.post('/member/trend/released', { content: 'alice speaks' }, { token: alice })).data;
    expect(
      (await stack.post('/member/like/i_like', {}, { token: alice })).data.map((m: { id: number }) => m.id),
    ).toContain(ids.dave);

    expect(await stack.post('/member/block/block', { target_id: ids.alice }, { token: dave })).toMatchObject({
      status: 200,
      msg: 'blocked',
    });
    expect((await stack.post('/member/block/list', {}, { token: dave })).data.map((m: { id: number }) => m.id)).toEqual(
      [ids.alice],
    );
    // The follow is gone and cannot come back.
    expect(
      (await stack.post('/member/like/i_like', {}, { token: alice })).data.map((m: { id: number }) => m.id),
    ).not.toContain(ids.dave);
    expect(await stack.post('/member/like/like', { target_id: ids.dave }, { token: alice })).toMatchObject({
      status: -403,
      msg: 'error.blocked',
    });
    expect((await stack.post('/member/like/like', { target_id: ids.alice }, { token: dave })).status).toBe(-403);
    // Posts and photos, either way.
    expect((await feed(dave, '/member/trend/his_trend', { userid: ids.alice })).status).toBe(-403);
    expect((await feed(alice, '/member/trend/his_trend', { userid: ids.dave })).status).toBe(-403);
    expect((await stack.post('/member/photo/his_photo', { userid: ids.dave }, { token: alice })).status).toBe(-403);
    // And the profile itself.
    expect(await stack.post('/member/index/userdetail', { id: ids.dave }, { token: alice })).toMatchObject({
      status: -403,
      msg: 'error.blocked',
    });
    expect((await stack.post('/member/index/userdetail', { id: ids.alice }, { token: dave })).status).toBe(-403);
    const deadFeed = await feed(dave, '/member/trend/trend', { page: 1 });
    expect(deadFeed.data.data.map((t: Item) => t.mid)).not.toContain(ids.alice);
    expect(deadFeed.data.data.map((t: Item) => t.id)).not.toContain(post.id);
    // Others still see alice.
    expect((await feed(bob)).data.data[0].id).toBe(post.id);

    expect((await stack.post('/member/block/unblock', { target_id: ids.alice }, { token: dave })).status).toBe(200);
    expect((await stack.post('/member/block/list', {}, { token: dave })).data).toEqual([]);
    expect((await stack.post('/member/index/userdetail', { id: ids.dave }, { token: alice })).status).toBe(200);
    expect((await feed(dave)).data.data[0].id).toBe(post.id);
    expect((await stack.post('/member/like/like', { target_id: ids.dave }, { token: alice })).data.is_like).toBe(1);
  });

  it('refuses blocking oneself (-422) or nobody (-1)', async () => {
    expect((await stack.post('/member/block/block', { target_id: ids.bob }, { token: bob })).data.errors).toEqual({
      target_id: 'self',
    });
    expect((await stack.post('/member/block/block', { target_id: 424242 }, { token: bob })).status).toBe(-1);
    expect((await stack.post('/member/block/unblock', { target_id: 'me' }, { token: bob })).status).toBe(-422);
    expect(await stack.sql('SELECT count(*) FROM social_svc.blocks')).toEqual([{ count: '0' }]);
  });
});

describe('newsfeed items from account events (review on)', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack();
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(() => stack.stop());

  const registerWithToken = async (username: string) => {
    const answer = await stack.post('/member/index/register', {
      username,
      email: `${username}@example.com`,
      password: 'Passw0rd!',
      sex: 0,
      birthday: adult,
      country: 'TW',
    });
    return { id: answer.data.id as number, token: answer.data.token as string };
  };
  const register = async (username: string) => (await registerWithToken(username)).id;

  const joinedItems = (userId: number) =>
    stack.sql<{ type: number }>('SELECT type FROM social_svc.trends WHERE author_id = $1', [userId]);

  it('adds a joined item only once the account is approved', async () => {
    const id = await register('fresh');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await joinedItems(id)).toEqual([]);
    expect((await stack.post('/member/admin/review', { userid: id, approve: 1 }, { token: admin })).status).toBe(200);
    expect(
      await eventually(
        () => joinedItems(id),
        (rows) => rows.length > 0,
      ),
    ).toEqual([{ type: 0 }]);
    const token = await stack.login('fresh');
    const mine = await stack.post('/member/trend/my_trend', {}, { token });
    expect(mine.data.data).toEqual([expect.objectContaining({ mid: id, type: 0, mine: 1, username: 'fresh' })]);
  });

  it('loses no event while social is down: the item appears once it is back, exactly once', async () => {
    const { id, token } = await registerWithToken('patient');
    const restart = await stack.stopSocial();
    expect((await stack.post('/member/admin/review', { userid: id, approve: 1 }, { token: admin })).status).toBe(200);
    expect((await stack.post('/member/trend/my_trend', {}, { token })).status).toBe(-503);
    // Signing in does not depend on social: the newsfeed count degrades to 0.
    const login = await stack.post('/member/index/login', { account: 'patient', password: 'Passw0rd!' });
    expect(login).toMatchObject({ status: 200, data: { newfeedcount: 0 } });
    await restart();
    const rows = await eventually(
      () => joinedItems(id),
      (r) => r.length > 0,
    );
    expect(rows).toEqual([{ type: 0 }]);
    // The edge's channel reconnects with backoff after the outage.
    const mine = await eventually(
      () => stack.post('/member/trend/my_trend', {}, { token }),
      (a) => a.status === 200,
    );
    expect(mine.data.data.map((t: Item) => t.type)).toEqual([0]);
    // Restarting again replays nothing.
    await (
      await stack.stopSocial()
    )();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await joinedItems(id)).toEqual([{ type: 0 }]);
  });
});
