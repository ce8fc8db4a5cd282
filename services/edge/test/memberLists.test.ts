import sharp from 'sharp';
import { dependencyRegistry } from '@kindred/kit';
import type { RunningEdge } from '@kindred/edge';
import { MemberFigures } from '../src/kept/memberFigures';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Envelope, type Stack } from './stack';

const adult = Date.UTC(1992, 2, 3);

interface Card {
  id: number;
  username: string;
  avatar: string;
  vip: number;
  is_like: number;
  likecount: number;
  backphotos: string[];
}

/** gRPC calls made so far by this process's clients, by method name. */
async function grpcCalls(method: string): Promise<number> {
  const metric = await dependencyRegistry.getSingleMetric('kindred_grpc_client_duration_seconds')!.get();
  // A histogram's values are its buckets, sum and count, told apart by their metric name.
  const values = metric.values as Array<{ metricName?: string; labels: Record<string, unknown>; value: number }>;
  return values
    .filter((v) => v.metricName?.endsWith('_count') && v.labels.method === method)
    .reduce((sum, v) => sum + v.value, 0);
}

/**
 * The member lists answer with the list's own service call only once the edge has seen their members:
 * the follow figures and background photos beside the cards are kept by each edge (MEMBER_FIGURES_MS)
 * and dropped at once by social's and media's announcements; the cards themselves come fresh from the
 * user service with every page. Two edges, as two replicas behind the Ingress would be.
 */
describe('member lists kept by the edges', () => {
  let stack: Stack;
  let second: RunningEdge;
  let admin: string;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    let both: [EdgeCall, EdgeCall];
    ({ edge: second, edges: both } = await startSecondEdge(stack));
    edges.push(...both);
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(async () => {
    await second?.stop();
    await stack.stop();
  });

  const member = async (name: string, sex = 0) => {
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
  const upload = async (path: string, token: string, name: string, data: Buffer) => {
    const form = new FormData();
    form.set('token', token);
    form.set('img', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
    return (await (await fetch(stack.url + path, { method: 'POST', body: form })).json()) as Envelope;
  };
  const solid = (size: number, colour: string) =>
    sharp({ create: { width: size, height: size, channels: 3, background: colour } });

  /** The card of `id` on the first userlist page of each edge (the newest members come first). */
  const cards = async (token: string, id: number): Promise<Card[]> => {
    const answers = await Promise.all(edges.map((call) => call('/member/index/userlist', { page: 1 }, token)));
    return answers.map((answer) => {
      expect(answer.status).toBe(200);
      const card = (answer.data.data as Card[]).find((m) => m.id === id);
      expect(card).toBeDefined();
      return card!;
    });
  };

  it('shows a changed avatar, tier, follow and background photo on every edge at once', async () => {
    const viewer = await member('figsviewer');
    const shown = await member('figsshown');
    const fan = await member('figsfan');
    for (let i = 0; i < 2; i++) {
      expect((await cards(viewer.token, shown.id)).map((c) => c.likecount)).toEqual([0, 0]);
    }

    const avatar = await upload(
      '/member/index/uploadImg',
      shown.token,
      'me.jpg',
      await solid(320, '#836').jpeg().toBuffer(),
    );
    expect(avatar.status).toBe(200);
    expect((await cards(viewer.token, shown.id)).map((c) => c.avatar)).toEqual([avatar.data.url, avatar.data.url]);

    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: shown.id, tier: 1, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    expect((await cards(viewer.token, shown.id)).map((c) => c.vip)).toEqual([1, 1]);

    expect((await edges[1]!('/member/like/like', { target_id: shown.id }, viewer.token)).data.is_like).toBe(1);
    let seen = await cards(viewer.token, shown.id);
    expect(seen.map((c) => [c.is_like, c.likecount])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect((await edges[0]!('/member/like/like', { target_id: shown.id }, fan.token)).data.is_like).toBe(1);
    seen = await cards(viewer.token, shown.id);
    expect(seen.map((c) => [c.is_like, c.likecount])).toEqual([
      [1, 2],
      [1, 2],
    ]);
    expect((await edges[0]!('/member/like/like', { target_id: shown.id }, viewer.token)).data.is_like).toBe(0);
    seen = await cards(viewer.token, shown.id);
    expect(seen.map((c) => [c.is_like, c.likecount])).toEqual([
      [0, 1],
      [0, 1],
    ]);

    // A block drops the follows both ways.
    expect((await edges[1]!('/member/block/block', { target_id: fan.id }, shown.token)).status).toBe(200);
    expect((await cards(viewer.token, shown.id)).map((c) => c.likecount)).toEqual([0, 0]);

    const photo = await upload(
      '/member/backphoto/released',
      shown.token,
      'bg.gif',
      await solid(30, '#c6c').gif().toBuffer(),
    );
    expect(photo.status).toBe(200);
    expect((await cards(viewer.token, shown.id)).map((c) => c.backphotos)).toEqual([
      [photo.data.img],
      [photo.data.img],
    ]);
    expect((await edges[1]!('/member/backphoto/deletephoto', { id: photo.data.id }, shown.token)).status).toBe(200);
    expect((await cards(viewer.token, shown.id)).map((c) => c.backphotos)).toEqual([[], []]);
  });

  it('answers a page seen again with no call, another list of members seen with its own service call only', async () => {
    const viewer = await member('onecall');
    const shown = await member('onecalled', 1);
    // Searching by name takes Search_users (vip 2).
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: viewer.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    await stack.post('/member/like/like', { target_id: shown.id }, { token: viewer.token });
    /** The page's answer, once checked that it cost `calls` of `own` (its ids) and none of social or media. */
    const oneCall = async (path: string, body: Record<string, unknown>, own: string, calls = 1) => {
      const before = await Promise.all([own, 'GetFollowStats', 'ListBackPhotos'].map(grpcCalls));
      const answer = await edges[0]!(path, body, viewer.token);
      const after = await Promise.all([own, 'GetFollowStats', 'ListBackPhotos'].map(grpcCalls));
      expect(after.map((n, i) => n - before[i]!)).toEqual([calls, 0, 0]);
      const list = (path.endsWith('userlist') ? answer.data.data : answer.data) as Card[];
      expect(list.find((m) => m.id === shown.id)).toMatchObject({ is_like: 1, likecount: 1 });
      return answer;
    };
    const first = await edges[0]!('/member/index/userlist', { page: 1 }, viewer.token);
    // The page's ids are kept too (until an account changes: keptMemberLists.test.ts).
    expect(await oneCall('/member/index/userlist', { page: 1 }, 'ListMembers', 0)).toEqual(first);
    await oneCall('/member/index/search_opposite_sex', { username: 'onecal' }, 'SearchOppositeSex');
    await oneCall('/member/index/userlist', { page: 1, username: 'onecal' }, 'ListMembers');
  });

  it('answers a profile seen before with no service call, and shows a follow, a block and its lifting on every edge at once', async () => {
    const viewer = await member('profviewer');
    const shown = await member('profshown');
    const profiles = () =>
      Promise.all(edges.map((call) => call('/member/index/userdetail', { id: shown.id }, viewer.token)));
    expect((await profiles()).map((p) => p.status)).toEqual([200, 200]);
    const asked = ['GetMember', 'GetPrivacy', 'GetFollowStats', 'ListBackPhotos'];
    const before = await Promise.all(asked.map(grpcCalls));
    const again = await edges[0]!('/member/index/userdetail', { id: shown.id }, viewer.token);
    expect((await Promise.all(asked.map(grpcCalls))).map((n, i) => n - before[i]!)).toEqual([0, 0, 0, 0]);
    expect(again.data).toMatchObject({ id: shown.id, is_like: 0, likecount: 0, backphotos: [] });

    expect((await edges[1]!('/member/like/like', { target_id: shown.id }, viewer.token)).data.is_like).toBe(1);
    expect((await profiles()).map((p) => [p.data.is_like, p.data.likecount])).toEqual([
      [1, 1],
      [1, 1],
    ]);
    expect((await edges[1]!('/member/block/block', { target_id: viewer.id }, shown.token)).status).toBe(200);
    expect((await profiles()).map((p) => [p.status, p.msg])).toEqual([
      [-403, 'error.blocked'],
      [-403, 'error.blocked'],
    ]);
    expect((await edges[0]!('/member/block/unblock', { target_id: viewer.id }, shown.token)).status).toBe(200);
    // The block dropped the follow.
    expect((await profiles()).map((p) => [p.status, p.data.is_like, p.data.likecount])).toEqual([
      [200, 0, 0],
      [200, 0, 0],
    ]);
  });
});

describe('MemberFigures', () => {
  let now = 0;
  const figures = () => {
    const kept = new MemberFigures({ ttlMs: 1000, maxEntries: 3, now: () => now });
    kept.setLive(true);
    return kept;
  };

  it('keeps figures for their time, and nothing while its announcements are not heard', () => {
    const kept = figures();
    kept.keepLikecounts(new Map([[5, 3]]), kept.ticket());
    kept.keepFollowed(1, [5], kept.ticket());
    expect(kept.likecount(5)).toBe(3);
    expect(kept.followedBy(1)).toEqual(new Set([5]));
    expect(kept.followedBy(2)).toBeUndefined();
    now += 1000;
    expect(kept.likecount(5)).toBeUndefined();
    expect(kept.followedBy(1)).toBeUndefined();
    kept.keepBackPhotos(new Map([[5, ['/a.gif']]]), kept.ticket());
    kept.setLive(false);
    expect(kept.backPhotos(5)).toBeUndefined();
    kept.keepBackPhotos(new Map([[5, ['/a.gif']]]), kept.ticket());
    kept.setLive(true);
    expect(kept.backPhotos(5)).toBeUndefined();
  });

  it('keeps a count social itself keeps approximately (2,000 and over) no longer than social does', () => {
    const kept = new MemberFigures({ ttlMs: 300_000, maxEntries: 3, now: () => now });
    kept.setLive(true);
    kept.keepLikecounts(
      new Map([
        [5, 1_999],
        [6, 2_000],
      ]),
      kept.ticket(),
    );
    now += 10_000;
    expect([kept.likecount(5), kept.likecount(6)]).toEqual([1_999, undefined]);
  });

  it('drops what an announcement concerns, and keeps nothing asked for before one', () => {
    const kept = figures();
    kept.keepLikecounts(new Map([[5, 3]]), kept.ticket());
    kept.keepFollowed(1, [], kept.ticket());
    kept.keepFollowed(2, [7], kept.ticket());
    kept.keepBackPhotos(new Map([[5, []]]), kept.ticket());
    kept.forgetFollows([[1, 5]]);
    expect(kept.likecount(5)).toBeUndefined();
    expect(kept.followedBy(1)).toBeUndefined();
    expect(kept.followedBy(2)).toEqual(new Set([7]));
    expect(kept.backPhotos(5)).toEqual([]);
    kept.forgetPictures([5]);
    expect(kept.backPhotos(5)).toBeUndefined();
    const ticket = kept.ticket();
    kept.forgetFollows([[9, 8]]);
    kept.keepLikecounts(new Map([[5, 4]]), ticket);
    kept.keepFollowed(1, null, ticket);
    expect(kept.likecount(5)).toBeUndefined();
    expect(kept.followedBy(1)).toBeUndefined();
    kept.keepFollowed(1, null, kept.ticket());
    expect(kept.followedBy(1)).toBeNull();
  });

  it('keeps a blocked pair whichever of the two asks, until a block between them is made or lifted', () => {
    const kept = figures();
    kept.keepBlocked(1, 5, false, kept.ticket());
    kept.keepBlocked(6, 2, true, kept.ticket());
    expect([kept.blocked(5, 1), kept.blocked(1, 5), kept.blocked(2, 6), kept.blocked(1, 6)]).toEqual([
      false,
      false,
      true,
      undefined,
    ]);
    kept.forgetFollows([[5, 1]]);
    expect([kept.blocked(1, 5), kept.blocked(2, 6)]).toEqual([undefined, true]);
    const ticket = kept.ticket();
    kept.forgetFollows([[6, 2]]);
    kept.keepBlocked(2, 6, false, ticket);
    expect(kept.blocked(2, 6)).toBeUndefined();
  });

  it('holds at most its bound, oldest out first (the followed sets by their ids together)', () => {
    const kept = figures();
    for (const id of [1, 2, 3, 4]) kept.keepBackPhotos(new Map([[id, []]]), kept.ticket());
    expect(kept.backPhotos(1)).toBeUndefined();
    expect(kept.backPhotos(4)).toEqual([]);
    // Each set counts its ids and one more (a viewer who follows no one costs an entry too).
    kept.keepFollowed(1, [5], kept.ticket());
    kept.keepFollowed(2, [], kept.ticket());
    expect(kept.followedBy(1)).toEqual(new Set([5]));
    kept.keepFollowed(3, [], kept.ticket());
    expect(kept.followedBy(1)).toBeUndefined();
    expect(kept.followedBy(2)).toEqual(new Set());
    kept.keepFollowed(4, [1, 2, 3], kept.ticket());
    expect(kept.followedBy(4)).toBeUndefined();
    expect(kept.followedBy(3)).toEqual(new Set());
  });
});
