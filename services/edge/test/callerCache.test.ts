import type { RunningEdge } from '@kindred/edge';
import { CallerCache } from '../src/kept/callerCache';
import { HotReads } from '../src/kept/hotReads';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Stack } from './stack';

const adult = Date.UTC(1993, 4, 5);

/**
 * Each edge keeps the callers it authenticated for a few seconds (CALLER_CACHE_MS); what the user
 * service changes about a session or an account reaches every edge at once through Redis. Two edges
 * here, both warm, as two replicas behind the Ingress would be.
 */
describe('callers kept by the edges', () => {
  let stack: Stack;
  let second: RunningEdge;
  let admin: string;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off', CALLER_CACHE_MS: '60000' } });
    const started = await startSecondEdge(stack, { CALLER_CACHE_MS: '60000' });
    second = started.edge;
    edges.push(...started.edges);
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(async () => {
    await second?.stop();
    await stack.stop();
  });

  const member = async (name: string) => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex: 0,
      birthday: adult,
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    return { id: joined.data.id as number, token: joined.data.token as string };
  };
  /** userinfo on both edges (the second call of each is answered from its cache). */
  const userinfo = (token: string) => Promise.all(edges.map((call) => call('/member/index/userinfo', {}, token)));
  const warm = async (token: string) => {
    for (let i = 0; i < 2; i++) for (const answer of await userinfo(token)) expect(answer.status).toBe(200);
  };
  const statuses = async (token: string) => (await userinfo(token)).map((answer) => answer.status);

  it('refuses a signed-out token on every edge at once', async () => {
    const { token } = await member('cacheout');
    await warm(token);
    expect((await edges[0]!('/member/index/logout', {}, token)).status).toBe(200);
    expect(await statuses(token)).toEqual([-401, -401]);
  });

  it('signs the other sessions out on every edge when the password changes, and keeps this one', async () => {
    const { token } = await member('cachepwd');
    const other = await stack.login('cachepwd');
    await warm(token);
    await warm(other);
    const changed = await edges[1]!(
      '/member/index/changepwd',
      { oldpassword: 'Passw0rd!', newpassword: 'N3w-passw0rd' },
      token,
    );
    expect(changed.status).toBe(200);
    expect(await statuses(other)).toEqual([-401, -401]);
    expect(await statuses(token)).toEqual([200, 200]);
  });

  it('ends a session from the privacy screen on every edge at once', async () => {
    const { token } = await member('cacheend');
    const other = await stack.login('cacheend');
    await warm(other);
    const sessions = await edges[0]!('/member/sessions/list', {}, token);
    const target = (sessions.data as Array<{ id: number; current: boolean }>).find((s) => !s.current)!;
    expect((await edges[0]!('/member/sessions/end', { id: target.id }, token)).status).toBe(200);
    expect(await statuses(other)).toEqual([-401, -401]);
  });

  it('refuses a suspended member on every edge at once', async () => {
    const { id, token } = await member('cacheban');
    await warm(token);
    const suspended = await edges[1]!('/member/admin/members/suspend', { userid: id, reason: 'Spam' }, admin);
    expect(suspended.status).toBe(200);
    expect(await statuses(token)).toEqual([-401, -401]);
  });

  it('refuses an account whose deletion was asked for on every edge at once', async () => {
    const { token } = await member('cachedel');
    await warm(token);
    expect((await edges[0]!('/member/data/delete', { password: 'Passw0rd!' }, token)).status).toBe(200);
    expect(await statuses(token)).toEqual([-401, -401]);
  });

  it('shows a changed profile on every edge at once', async () => {
    const { token } = await member('cacheprofile');
    await warm(token);
    const saved = await edges[0]!('/member/index/changesignature', { signature: 'Kept fresh' }, token);
    expect(saved.status).toBe(200);
    const answers = await userinfo(token);
    expect(answers.map((answer) => answer.data.signature)).toEqual(['Kept fresh', 'Kept fresh']);
  });

  it('applies a changed authority list on every edge at once', async () => {
    const { token } = await member('cacherights');
    const search = () =>
      Promise.all(edges.map((call) => call('/member/index/search_opposite_sex', { username: 'ali' }, token)));
    const lists = await stack.post('/member/admin/authorities/list', {}, { token: admin });
    const without = (lists.data.vip0 as string[]).filter((name) => name !== 'Search_users');
    const save = (names: string[]) =>
      stack.post('/member/admin/authorities/save', { vip: 0, authorities: names.join(',') }, { token: admin });
    expect((await save(without)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await search()).map((answer) => answer.status)).toEqual([-403, -403]);
    expect((await save([...without, 'Search_users'])).status).toBe(200);
    expect((await search()).map((answer) => answer.status)).toEqual([200, 200]);
    expect((await save(lists.data.vip0 as string[])).status).toBe(200);
  });
  it('shows a changed package price on every edge at once', async () => {
    const { token } = await member('cacheshop');
    const prices = async () =>
      (await Promise.all(edges.map((call) => call('/member/recharge/package', {}, token)))).map(
        (answer) => (answer.data as Array<{ amounts: string }>)[0]!.amounts,
      );
    const before = await prices();
    expect(await prices()).toEqual(before);
    const packages = await stack.post('/member/admin/packages/list', {}, { token: admin });
    const first = packages.data.recharge[0];
    const price = first.price === '77.00' ? '78.00' : '77.00';
    const saved = await edges[1]!(
      '/member/admin/packages/recharge/save',
      { id: first.id, price, sort: first.sort },
      admin,
    );
    expect(saved.status).toBe(200);
    expect(await prices()).toEqual([price, price]);
  });
});

describe('CallerCache', () => {
  const session = (userId: number) => ({ caller: { user_id: userId } as never, user: null });
  let now = 0;
  const cache = () => {
    const kept = new CallerCache({ ttlMs: 1000, maxEntries: 2, now: () => now });
    kept.setLive(true);
    return kept;
  };

  it('keeps an answer for its time, and nothing while its announcements are not heard', () => {
    const kept = cache();
    kept.set('a', session(1), kept.ticket());
    expect(kept.get('a')).toBeDefined();
    now += 1000;
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', session(1), kept.ticket());
    kept.setLive(false);
    expect(kept.get('a')).toBeUndefined();
    kept.set('a', session(1), kept.ticket());
    kept.setLive(true);
    expect(kept.get('a')).toBeUndefined();
  });

  it('drops by session and by account, and does not keep an answer asked for before an announcement', () => {
    const kept = cache();
    kept.set('a', session(1), kept.ticket());
    kept.set('b', session(2), kept.ticket());
    kept.forgetSessions(['a']);
    expect(kept.get('a')).toBeUndefined();
    kept.forgetAccounts([2]);
    expect(kept.get('b')).toBeUndefined();
    const ticket = kept.ticket();
    kept.forgetAccounts([7]);
    kept.set('c', session(3), ticket);
    expect(kept.get('c')).toBeUndefined();
  });

  it('asks once for the calls of one token that arrive together, and keeps the answer', async () => {
    const kept = cache();
    let asked = 0;
    const fetch = async () => {
      asked++;
      return session(4);
    };
    await Promise.all([kept.load('d', fetch), kept.load('d', fetch), kept.load('d', fetch)]);
    expect(asked).toBe(1);
    expect(kept.get('d')).toBeDefined();
  });

  it('holds at most its bound, oldest out first', () => {
    const kept = cache();
    for (const hash of ['a', 'b', 'c']) kept.set(hash, session(1), kept.ticket());
    expect(kept.size).toBe(2);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('c')).toBeDefined();
  });
});

describe('HotReads', () => {
  it('loads once while kept, drops by prefix, keeps no failure and nothing while not live', async () => {
    let now = 0;
    let loads = 0;
    const hot = new HotReads({ ttlMs: 1000, now: () => now });
    const load = async () => ++loads;
    expect(await hot.get('shop:a', load)).toBe(1);
    hot.setLive(true);
    expect(await hot.get('shop:a', load)).toBe(2);
    expect(await hot.get('shop:a', load)).toBe(2);
    hot.forget('init:');
    expect(await hot.get('shop:a', load)).toBe(2);
    hot.forget('shop:');
    expect(await hot.get('shop:a', load)).toBe(3);
    now += 1000;
    expect(await hot.get('shop:a', load)).toBe(4);
    await expect(hot.get('shop:b', () => Promise.reject(new Error('away')))).rejects.toThrow('away');
    expect(await hot.get('shop:b', load)).toBe(5);
    hot.setLive(false);
    expect(await hot.get('shop:b', load)).toBe(6);
  });
});
