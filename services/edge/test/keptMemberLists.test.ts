import sharp from 'sharp';
import { Redis, markOnline } from '@kindred/kit';
import type { RunningEdge } from '@kindred/edge';
import type { Caller__Output as Caller } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { HotReads, MEMBER_LISTS } from '../src/kept/hotReads';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { eventually, startStack, type Envelope, type Stack } from './stack';

const adult = Date.UTC(1993, 1, 2);
const USER = '/kindred.user.v1.UserService/';
const LISTS = ['ListMembers', 'ListNewOppositeSex', 'ListMemberWall'].map((method) => USER + method);

/**
 * Each edge keeps the ids of the userlist, new_opposite_sex and memberwall pages by viewer kind and
 * drops or refreshes what the user service's account announcements touch: a member who joins, signs
 * in, shows an avatar or hides from lists is shown so on the next page on every edge (the stack's
 * MEMBER_LISTS_TOP_MS is 0). Two edges, as two replicas behind the Ingress would be.
 */
describe('member list pages kept by the edges', () => {
  let stack: Stack;
  let second: RunningEdge;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    const started = await startSecondEdge(stack);
    second = started.edge;
    edges.push(...started.edges);
  });
  afterAll(async () => {
    await second?.stop();
    await stack.stop();
  });

  const member = async (name: string, sex: number) => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: adult,
      country: 'DK',
    });
    expect([joined.status, joined.data]).toEqual([200, expect.anything()]);
    return { id: joined.data.id as number, token: joined.data.token as string };
  };
  const ids = (answer: Envelope, paged = false) => {
    expect(answer.status).toBe(200);
    return ((paged ? answer.data.data : answer.data) as Array<{ id: number }>).map((m) => m.id);
  };
  /** The ids of userlist page 1, new_opposite_sex and memberwall as `token` sees them, on each edge. */
  const lists = async (token: string) => {
    const seen: number[][] = [];
    for (const call of edges) {
      seen.push(ids(await call('/member/index/userlist', { page: 1 }, token), true));
      seen.push(ids(await call('/member/index/new_opposite_sex', {}, token)));
      seen.push(ids(await call('/member/index/memberwall', {}, token)));
    }
    return seen;
  };
  const served = () => Promise.all(LISTS.map((method) => stack.served(method)));

  it('answers the pages seen again with no call, and shows a new member, a sign-in and an avatar on both edges at once', async () => {
    const viewer = await member('klviewer', 0);
    const older = await member('klolder', 1);
    await lists(viewer.token);
    const before = await served();
    const seen = await lists(viewer.token);
    expect((await served()).map((n, i) => n - before[i]!)).toEqual([0, 0, 0]);
    expect([seen[0]![0], seen[1]![0], seen[3]![0], seen[4]![0]]).toEqual([older.id, older.id, older.id, older.id]);

    const newcomer = await member('klnewcomer', 1);
    let now = await lists(viewer.token);
    expect([now[0]![0], now[1]![0], now[3]![0], now[4]![0]]).toEqual(Array(4).fill(newcomer.id));

    await stack.login('klolder', 'Passw0rd!');
    now = await lists(viewer.token);
    expect([now[0]![0], now[3]![0]]).toEqual([older.id, older.id]);
    expect([now[2]!.includes(newcomer.id), now[5]!.includes(newcomer.id)]).toEqual([false, false]);

    const form = new FormData();
    form.set('token', newcomer.token);
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#638' } })
      .jpeg()
      .toBuffer();
    form.set('img', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
    const avatar = (await (
      await fetch(`${stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as Envelope;
    expect(avatar.status).toBe(200);
    now = await lists(viewer.token);
    expect([now[2]!.includes(newcomer.id), now[5]!.includes(newcomer.id)]).toEqual([true, true]);
  });

  it('keeps a name search among the opposite sex: asked again with no call, a sign-in reorders it on both edges at once', async () => {
    const viewer = await member('klseeker', 0);
    // Searching by name takes Search_users (vip 2).
    const admin = await stack.login('admin', 'Admin-Passw0rd');
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: viewer.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    const [first, second] = [await member('klsought1', 1), await member('klsought2', 1)];
    const search = async () => {
      const seen: number[][] = [];
      for (const call of edges) {
        seen.push(ids(await call('/member/index/search_opposite_sex', { username: 'klsought' }, viewer.token)));
      }
      return seen;
    };
    const asked = () => stack.served(`${USER}SearchOppositeSex`);
    expect(await search()).toEqual([
      [second.id, first.id],
      [second.id, first.id],
    ]);
    const before = await asked();
    await search();
    expect((await asked()) - before).toBe(0);

    await stack.login('klsought1', 'Passw0rd!');
    expect(await search()).toEqual([
      [first.id, second.id],
      [first.id, second.id],
    ]);
  });

  it("keeps a viewer's onlinelist for ONLINE_LIST_MS: a socket coming online shows after it, a sign-in at once", async () => {
    const viewer = await member('klonlooker', 0);
    const [early, late] = [await member('klonearly', 1), await member('klonlate', 1)];
    const online = async () => {
      const seen: number[][] = [];
      for (const call of edges) seen.push(ids(await call('/member/index/onlinelist', {}, viewer.token)));
      return seen;
    };
    const asked = () => stack.served(`${USER}ListOnlineMembers`);
    await online();
    const before = await asked();
    expect(await online()).toEqual([[], []]);
    expect((await asked()) - before).toBe(0);

    const redis = new Redis({ keyPrefix: stack.redisPrefix });
    await markOnline(redis, [early.id, late.id]);
    redis.disconnect();
    // Presence announces nothing: the kept page shows the new socket once its few seconds are up.
    expect(await online()).toEqual([[], []]);
    const shown = await eventually(online, (seen) => seen.every((list) => list.includes(early.id)), 10_000);
    expect(shown.map((list) => list.includes(early.id))).toEqual([true, true]);

    // A sign-in is an account announcement: both edges drop the page at once.
    await stack.login('klonlate', 'Passw0rd!');
    expect((await online()).map((list) => list[0])).toEqual([late.id, late.id]);
  });
});

describe('MEMBER_LISTS', () => {
  it('keeps a page for the viewer kind as the user service is told of it: another viewer of it shares it, a lapsed tier or a changed authority asks again', () => {
    const caller = { user_id: 5, vip: 2, sex: 1, role: 'member', authorities: ['Search_users'] } as Caller;
    const key = (who: Caller) => MEMBER_LISTS.kind('userlist', who, 'ab');
    expect(key({ ...caller, user_id: 6 })).toBe(key(caller));
    expect(
      new Set([caller, { ...caller, vip: 0 }, { ...caller, authorities: [] }, { ...caller, sex: 0 }].map(key)).size,
    ).toBe(4);
    expect(MEMBER_LISTS.kind('userlist', caller, 'ac')).not.toBe(key(caller));
  });
});

describe('HotReads bounded', () => {
  it('keeps at most maxEntries answers, the oldest out first', async () => {
    const kept = new HotReads({ ttlMs: 1000, maxEntries: 2 });
    kept.setLive(true);
    const asked: string[] = [];
    const ask = (key: string) => kept.get(key, async () => asked.push(key));
    for (const key of ['a', 'b', 'c', 'b', 'a']) await ask(key);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
    expect(kept.size).toBe(2);
  });
});
