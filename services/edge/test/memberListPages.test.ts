import { Redis, markOffline, markOnline } from '@kindred/kit';
import type { RunningEdge } from '@kindred/edge';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Stack } from './stack';

const USER = '/kindred.user.v1.UserService/';
/** The calls a page of kept cards must not make, then the lists' own. */
const CALLS = [`${USER}GetMembers`, `${USER}GetPrivacy`, `${USER}ListMembers`, `${USER}ListMemberWall`];

interface Shown {
  id: number;
  username: string;
  is_online: number;
  last_login_time: number;
}

/**
 * The member lists the user service answers take their cards from those each edge keeps
 * (memberListPages.ts): the list names its members by id, in order, and an account change announced
 * by the user service shows on both edges at once. Two edges, as two replicas behind the Ingress.
 */
describe('member list pages from kept cards', () => {
  let stack: Stack;
  let second: RunningEdge;
  let redis: Redis;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    const started = await startSecondEdge(stack);
    second = started.edge;
    edges.push(...started.edges);
    redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: stack.redisPrefix });
  });
  afterAll(async () => {
    redis?.disconnect();
    await second?.stop();
    await stack.stop();
  });

  const member = async (name: string, sex: number) => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: Date.UTC(1990, 1, 2),
      country: 'DK',
    });
    expect(joined.status).toBe(200);
    return { id: joined.data.id as number, token: joined.data.token as string };
  };
  const save = (token: string, privacy: Record<string, number>) => {
    const topics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    return edges[1]!('/member/index/savesettings', { general: 1, ...topics, form11: 'never', ...privacy }, token);
  };
  /** `shownId` on the first userlist page and the newest of the opposite sex, on each edge (undefined: absent). */
  const seen = async (token: string, shownId: number) => {
    const answers: Array<Shown | undefined> = [];
    for (const call of edges) {
      const page = await call('/member/index/userlist', { page: 1 }, token);
      const newest = await call('/member/index/new_opposite_sex', {}, token);
      expect([page.status, newest.status]).toEqual([200, 200]);
      answers.push((page.data.data as Shown[]).find((m) => m.id === shownId));
      answers.push((newest.data as Shown[]).find((m) => m.id === shownId));
    }
    return answers;
  };

  it('names the members by id and fills their cards, online status and hiding as the user service would', async () => {
    const viewer = await member('pagesviewer', 1);
    const shown = await member('pagesshown', 0);
    const served = () => Promise.all(CALLS.map((method) => stack.served(method)));
    expect((await seen(viewer.token, shown.id)).map((m) => m?.username)).toEqual(Array(4).fill('pagesshown'));

    const before = await served();
    await markOnline(redis, [shown.id]);
    const online = await seen(viewer.token, shown.id);
    expect(online.map((m) => m?.is_online)).toEqual([1, 1, 1, 1]);
    // Two edges, two lists each: no card asked again, and the pages' ids kept too (keptMemberLists.test.ts).
    expect((await served()).map((n, i) => n - before[i]!)).toEqual([0, 0, 0, 0]);

    expect((await save(shown.token, { hide_online: 1 })).status).toBe(200);
    const hiding = await seen(viewer.token, shown.id);
    expect(hiding.map((m) => [m?.is_online, m?.last_login_time])).toEqual(Array(4).fill([0, 0]));

    const wall = await edges[0]!('/member/index/memberwall', {}, viewer.token);
    expect((wall.data as Shown[]).some((m) => m.id === shown.id)).toBe(false);

    expect((await save(shown.token, { hide_from_lists: 1 })).status).toBe(200);
    expect(await seen(viewer.token, shown.id)).toEqual(Array(4).fill(undefined));
    await markOffline(redis, shown.id);
  });
});
