import sharp from 'sharp';
import { dependencyRegistry } from '@kindred/kit';
import type { RunningEdge } from '@kindred/edge';
import { MemberFigures } from '../src/kept/memberFigures';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Envelope, type Stack } from './stack';

const adult = Date.UTC(1991, 4, 5);

/** gRPC calls made so far by this process's clients (the first edge's), by method name. */
async function grpcCalls(method: string): Promise<number> {
  const metric = await dependencyRegistry.getSingleMetric('kindred_grpc_client_duration_seconds')!.get();
  const values = metric.values as Array<{ metricName?: string; labels: Record<string, unknown>; value: number }>;
  return values
    .filter((v) => v.metricName?.endsWith('_count') && v.labels.method === method)
    .reduce((sum, v) => sum + v.value, 0);
}

/** How many calls of each method `act` made through this process's clients. */
async function callsDuring(methods: string[], act: () => Promise<unknown>): Promise<number[]> {
  const before = await Promise.all(methods.map(grpcCalls));
  await act();
  return (await Promise.all(methods.map(grpcCalls))).map((n, i) => n - before[i]!);
}

/**
 * Albums (`my_photo`, `his_photo`), follow-list pages and blocks are kept by each edge
 * (memberFigures.ts) and dropped at once by media's and social's announcements: a change made through
 * one edge shows on the other at once. Two edges, as two replicas behind the Ingress would be.
 */
describe('albums and follow lists kept by the edges', () => {
  let stack: Stack;
  let second: RunningEdge;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    let both: [EdgeCall, EdgeCall];
    ({ edge: second, edges: both } = await startSecondEdge(stack));
    edges.push(...both);
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
    expect([joined.status, joined.data]).toEqual([200, expect.anything()]);
    return { id: joined.data.id as number, token: joined.data.token as string };
  };
  /** The same call through both edges. */
  const onBoth = (path: string, body: Record<string, unknown>, token: string) =>
    Promise.all(edges.map((call) => call(path, body, token)));
  const pids = (answers: Envelope[]) =>
    answers.map((a) => (a.status === 200 ? (a.data as Array<{ pid: number }>).map((p) => p.pid) : a.status));
  const ids = (answers: Envelope[]) =>
    answers.map((a) => (a.status === 200 ? (a.data as Array<{ id: number }>).map((m) => m.id) : a.status));

  it("shows a photo added or deleted through one edge in both edges' albums at once, a blocked pair refused on both", async () => {
    const viewer = await member('albumviewer');
    const owner = await member('albumowner');
    const his = () => onBoth('/member/photo/his_photo', { userid: owner.id }, viewer.token);
    const mine = () => onBoth('/member/photo/my_photo', {}, owner.token);
    expect(pids(await his())).toEqual([[], []]);
    expect(pids(await mine())).toEqual([[], []]);
    // Seen before: no media, user or social call on this edge.
    const asked = ['ListPhotos', 'GetMembers', 'GetPrivacy', 'CheckBlocked'];
    expect(
      await callsDuring(asked, () => edges[0]!('/member/photo/his_photo', { userid: owner.id }, viewer.token)),
    ).toEqual([0, 0, 0, 0]);

    const form = new FormData();
    form.set(
      'img',
      new Blob([
        new Uint8Array(
          await sharp({ create: { width: 40, height: 40, channels: 3, background: '#396' } })
            .gif()
            .toBuffer(),
        ),
      ]),
      'p.gif',
    );
    const res = await fetch(stack.url + '/member/photo/released', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    const added = (await res.json()) as Envelope;
    expect(added.status).toBe(200);
    expect(pids(await his())).toEqual([[added.data.pid], [added.data.pid]]);
    expect(pids(await mine())).toEqual([[added.data.pid], [added.data.pid]]);
    expect((await his())[1]!.data[0]).toMatchObject({ img: added.data.img, username: 'albumowner' });

    expect((await edges[1]!('/member/photo/del_photo', { id: added.data.pid }, owner.token)).status).toBe(200);
    expect(pids(await his())).toEqual([[], []]);
    expect(pids(await mine())).toEqual([[], []]);

    expect((await edges[1]!('/member/block/block', { target_id: viewer.id }, owner.token)).status).toBe(200);
    expect(pids(await his())).toEqual([-403, -403]);
    expect((await edges[0]!('/member/block/unblock', { target_id: viewer.id }, owner.token)).status).toBe(200);
    expect(pids(await his())).toEqual([[], []]);
    expect(pids(await onBoth('/member/photo/his_photo', { userid: 987654 }, viewer.token))).toEqual([-1, -1]);
  });

  it("shows a follow, a follow back, an unfollow and a block made through one edge in both edges' lists at once", async () => {
    const fan = await member('listsfan');
    const star = await member('listsstar');
    const lists = async (token: string) => ({
      i_like: ids(await onBoth('/member/like/i_like', {}, token)),
      love_me: ids(await onBoth('/member/like/love_me', {}, token)),
      mutual_like: ids(await onBoth('/member/like/mutual_like', {}, token)),
      blocks: ids(await onBoth('/member/block/list', {}, token)),
    });
    const none = { i_like: [[], []], love_me: [[], []], mutual_like: [[], []], blocks: [[], []] };
    expect(await lists(fan.token)).toEqual(none);
    expect(await lists(star.token)).toEqual(none);
    // Seen before: no social call (and the cards kept: no user call) on this edge.
    const asked = ['ListLikes', 'ListBlocks', 'GetMembers'];
    expect(await callsDuring(asked, () => edges[0]!('/member/like/i_like', {}, fan.token))).toEqual([0, 0, 0]);
    expect(await callsDuring(asked, () => edges[0]!('/member/block/list', {}, fan.token))).toEqual([0, 0, 0]);

    expect((await edges[1]!('/member/like/like', { target_id: star.id }, fan.token)).data.is_like).toBe(1);
    expect(await lists(fan.token)).toEqual({ ...none, i_like: [[star.id], [star.id]] });
    expect(await lists(star.token)).toEqual({ ...none, love_me: [[fan.id], [fan.id]] });

    expect((await edges[0]!('/member/like/like', { target_id: fan.id }, star.token)).data.is_like).toBe(1);
    const both = {
      i_like: [[star.id], [star.id]],
      love_me: [[star.id], [star.id]],
      mutual_like: [[star.id], [star.id]],
    };
    expect(await lists(fan.token)).toEqual({ ...none, ...both });

    expect((await edges[1]!('/member/like/like', { target_id: fan.id }, star.token)).data.is_like).toBe(0);
    expect(await lists(fan.token)).toEqual({ ...none, i_like: [[star.id], [star.id]] });

    // A block drops the follows both ways and shows in the blocker's list.
    expect((await edges[0]!('/member/block/block', { target_id: fan.id }, star.token)).status).toBe(200);
    expect(await lists(fan.token)).toEqual(none);
    expect(await lists(star.token)).toEqual({ ...none, blocks: [[fan.id], [fan.id]] });
    expect((await edges[1]!('/member/block/unblock', { target_id: fan.id }, star.token)).status).toBe(200);
    expect(await lists(star.token)).toEqual(none);
  });
});

describe('MemberFigures albums and list pages', () => {
  let now = 0;
  const figures = (maxEntries = 4) => {
    const kept = new MemberFigures({ ttlMs: 1000, maxEntries, now: () => now });
    kept.setLive(true);
    return kept;
  };
  const photo = (pid: number) => ({
    pid,
    img: `/media/posts/5/${pid}.gif`,
    create_time: 1,
    user_id: 5,
    review: 'approved',
    shown: true,
  });

  it('keeps an album until its member is announced or its time is up, and nothing asked for before one', () => {
    const kept = figures();
    kept.keepAlbum(5, [photo(1)], kept.ticket());
    kept.keepAlbum(6, [], kept.ticket());
    expect(kept.album(5)).toEqual([photo(1)]);
    kept.forgetPictures([5]);
    expect([kept.album(5), kept.album(6)]).toEqual([undefined, []]);
    const ticket = kept.ticket();
    kept.forgetPictures([9]);
    kept.keepAlbum(5, [photo(2)], ticket);
    expect(kept.album(5)).toBeUndefined();
    now += 1000;
    expect(kept.album(6)).toBeUndefined();
  });

  it("drops both members' list pages on a follow pair, and keeps nothing while not live", () => {
    const kept = figures(20);
    kept.keepListPage(1, 'i_like:1', [5], kept.ticket());
    kept.keepListPage(1, 'i_like:2', [], kept.ticket());
    kept.keepListPage(5, 'love_me:1', [1], kept.ticket());
    kept.keepListPage(7, 'blocks', [8], kept.ticket());
    expect([kept.listPage(1, 'i_like:1'), kept.listPage(1, 'i_like:2'), kept.listPage(1, 'love_me:1')]).toEqual([
      [5],
      [],
      undefined,
    ]);
    kept.forgetFollows([[1, 5]]);
    expect([kept.listPage(1, 'i_like:1'), kept.listPage(1, 'i_like:2'), kept.listPage(5, 'love_me:1')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(kept.listPage(7, 'blocks')).toEqual([8]);
    kept.setLive(false);
    kept.keepListPage(7, 'blocks', [8], kept.ticket());
    expect(kept.listPage(7, 'blocks')).toBeUndefined();
  });

  it('holds at most its bound of ids and photos (one more a list), oldest out first', () => {
    const kept = figures(4);
    kept.keepAlbum(1, [photo(1)], kept.ticket());
    kept.keepAlbum(2, [], kept.ticket());
    kept.keepAlbum(3, [photo(3)], kept.ticket());
    expect([kept.album(1), kept.album(2), kept.album(3)]).toEqual([undefined, [], [photo(3)]]);
    kept.keepAlbum(4, [photo(1), photo(2), photo(3), photo(4)], kept.ticket());
    expect(kept.album(4)).toBeUndefined();

    kept.keepListPage(1, 'i_like:1', [9], kept.ticket());
    kept.keepListPage(2, 'i_like:1', [], kept.ticket());
    kept.keepListPage(1, 'love_me:1', [], kept.ticket());
    expect(kept.listPage(2, 'i_like:1')).toEqual([]);
    // Member 2's page is now the oldest: out first.
    kept.keepListPage(3, 'blocks', [], kept.ticket());
    expect([kept.listPage(1, 'i_like:1'), kept.listPage(2, 'i_like:1'), kept.listPage(3, 'blocks')]).toEqual([
      [9],
      undefined,
      [],
    ]);
    kept.keepListPage(3, 'blocks', [1, 2, 3, 4], kept.ticket());
    expect(kept.listPage(3, 'blocks')).toBeUndefined();
  });
});
