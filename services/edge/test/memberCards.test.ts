import sharp from 'sharp';
import { Redis, markOffline, markOnline } from '@kindred/kit';
import type { RunningEdge } from '@kindred/edge';
import { MemberCards, type Cards } from '../src/kept/memberCards';
import type { Member__Output as Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Stack } from './stack';

const adult = Date.UTC(1991, 4, 5);
const USER = '/kindred.user.v1.UserService/';
const SOCIAL = '/kindred.social.v1.SocialService/';
/** The calls a kept page must not make, then each list's own call. */
const CALLS = [
  `${USER}GetMembers`,
  `${USER}GetMember`,
  `${USER}GetPrivacy`,
  `${SOCIAL}GetFollowStats`,
  '/kindred.media.v1.MediaService/ListBackPhotos',
  `${SOCIAL}ListLikes`,
  `${SOCIAL}ListTrends`,
];
const FOLLOW_LISTS = ['i_like', 'love_me', 'mutual_like'] as const;

interface Shown {
  id: number;
  avatar: string;
  vip: number;
  is_online?: number;
}

/**
 * The follow lists and the newsfeed name their members, and userdetail shows a member, from cards
 * each edge keeps (memberCards.ts), dropped at once by the user service's account announcements. Two edges, as two replicas behind the
 * Ingress would be.
 */
describe('member cards kept by the edges', () => {
  let stack: Stack;
  let second: RunningEdge;
  let redis: Redis;
  let admin: string;
  const edges: EdgeCall[] = [];

  beforeAll(async () => {
    stack = await startStack({ env: { REGISTRATION_REVIEW: 'off' } });
    const started = await startSecondEdge(stack);
    second = started.edge;
    edges.push(...started.edges);
    redis = new Redis('redis://127.0.0.1:6379', { keyPrefix: stack.redisPrefix });
    admin = await stack.login('admin', 'Admin-Passw0rd');
  });
  afterAll(async () => {
    redis?.disconnect();
    await second?.stop();
    await stack.stop();
  });

  const member = async (name: string) => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex: 1,
      birthday: adult,
      country: 'DK',
    });
    expect([joined.status, joined.data]).toEqual([200, expect.anything()]);
    return { id: joined.data.id as number, token: joined.data.token as string };
  };

  /** Two members who follow each other, and a post by the second, newest in the newsfeed. */
  const pair = async (prefix: string) => {
    const viewer = await member(`${prefix}viewer`);
    const shown = await member(`${prefix}shown`);
    await stack.post('/member/like/like', { target_id: shown.id }, { token: viewer.token });
    await stack.post('/member/like/like', { target_id: viewer.id }, { token: shown.token });
    const posted = await stack.post(
      '/member/trend/released',
      { content: `${prefix} was here` },
      { token: shown.token },
    );
    expect(posted.status).toBe(200);
    return { viewer, shown, post: posted.data.id as number };
  };

  /** `shown` as each follow list, the newsfeed and their profile name them to `token`, on each edge (undefined: absent). */
  const seen = async (token: string, shownId: number, post: number) => {
    const answers: Array<Shown | undefined> = [];
    for (const call of edges) {
      for (const which of FOLLOW_LISTS) {
        const list = await call(`/member/like/${which}`, {}, token);
        expect(list.status).toBe(200);
        answers.push((list.data as Shown[]).find((m) => m.id === shownId));
      }
      const feed = await call('/member/trend/trend', {}, token);
      expect(feed.status).toBe(200);
      const item = (feed.data.data as Array<{ id: number; user: Shown }>).find((t) => t.id === post);
      answers.push(item?.user);
      const detail = await call('/member/index/userdetail', { id: shownId }, token);
      answers.push(detail.status === 200 ? (detail.data as Shown) : undefined);
    }
    return answers;
  };
  const everywhere = <T>(value: T) => Array.from({ length: 2 * (FOLLOW_LISTS.length + 2) }, () => value);

  it('shows a changed avatar, tier, listing and suspension in the follow lists, newsfeed and profile on both edges at once', async () => {
    const { viewer, shown, post } = await pair('cards');
    for (let i = 0; i < 2; i++) {
      expect((await seen(viewer.token, shown.id, post)).map((m) => m?.vip)).toEqual(everywhere(0));
    }

    const form = new FormData();
    form.set('token', shown.token);
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#386' } })
      .jpeg()
      .toBuffer();
    form.set('img', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
    const avatar = (await (
      await fetch(stack.url + '/member/index/uploadImg', { method: 'POST', body: form })
    ).json()) as {
      status: number;
      data: { url: string };
    };
    expect(avatar.status).toBe(200);
    expect((await seen(viewer.token, shown.id, post)).map((m) => m?.avatar)).toEqual(everywhere(avatar.data.url));

    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: shown.id, tier: 1, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    expect((await seen(viewer.token, shown.id, post)).map((m) => m?.vip)).toEqual(everywhere(1));

    const topics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hidden = await edges[1]!(
      '/member/index/savesettings',
      { general: 1, ...topics, form11: 'never', hide_from_lists: 1 },
      shown.token,
    );
    expect(hidden.status).toBe(200);
    // Lists leave out a member who hides from them; the newsfeed still names its author, the profile shows.
    const listed = (await seen(viewer.token, shown.id, post)).map((m) => m !== undefined);
    expect(listed).toEqual([false, false, false, true, true, false, false, false, true, true]);

    const suspended = await stack.post(
      '/member/admin/members/suspend',
      { userid: shown.id, reason: 'Kept cards test' },
      { token: admin },
    );
    expect(suspended.status).toBe(200);
    const profiles = await Promise.all(
      edges.map((call) => call('/member/index/userdetail', { id: shown.id }, viewer.token)),
    );
    expect(profiles.map((p) => p.status)).toEqual([-1, -1]);
  });

  it('answers a follow list or a newsfeed page seen again with no call, online status fresh', async () => {
    const { viewer, shown, post } = await pair('once');
    const served = () => Promise.all(CALLS.map((method) => stack.served(method)));
    await seen(viewer.token, shown.id, post);
    const before = await served();
    const again = await seen(viewer.token, shown.id, post);
    // The follow lists' pages are kept too (memberFigures.ts), the newsfeed's (newsfeedPages.ts), the
    // profile asks nothing.
    expect((await served()).map((n, i) => n - before[i]!)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(again.map((m) => m?.id)).toEqual(everywhere(shown.id));

    await markOnline(redis, [shown.id]);
    const online = await seen(viewer.token, shown.id, post);
    // Online status shows in the follow lists (not in the newsfeed's author), read from presence.
    expect(online.map((m) => m?.is_online)).toEqual([1, 1, 1, undefined, 1, 1, 1, 1, undefined, 1]);
    expect((await served()).slice(0, 3)).toEqual(before.slice(0, 3));

    const topics = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const hidden = await edges[0]!(
      '/member/index/savesettings',
      { general: 1, ...topics, form11: 'never', hide_online: 1 },
      shown.token,
    );
    expect(hidden.status).toBe(200);
    const offline = await seen(viewer.token, shown.id, post);
    await markOffline(redis, shown.id);
    expect(offline.map((m) => m?.is_online)).toEqual([0, 0, 0, undefined, 0, 0, 0, 0, undefined, 0]);
  });
});

describe('MemberCards', () => {
  let now = 0;
  const cards = () => {
    const kept = new MemberCards({ ttlMs: 1000, maxEntries: 2, now: () => now });
    kept.setLive(true);
    return kept;
  };
  const card = (id: number, username = `m${id}`) => ({
    member: { id, username } as Member,
    listed: true,
    hidesOnline: false,
  });
  const answering =
    (asked: number[][]) =>
    async (ids: number[]): Promise<Cards> => {
      asked.push(ids);
      return new Map(ids.map((id) => [id, card(id)]));
    };

  it('asks once for a member being asked for, and keeps cards for their time', async () => {
    const kept = cards();
    const asked: number[][] = [];
    const [first, second] = await Promise.all([kept.load([1, 2], answering(asked)), kept.load([2], answering(asked))]);
    expect(asked).toEqual([[1, 2]]);
    expect([first.get(1)?.member.id, second.get(2)?.member.id]).toEqual([1, 2]);
    await kept.load([1, 2], answering(asked));
    expect(asked).toEqual([[1, 2]]);
    now += 1000;
    await kept.load([1], answering(asked));
    expect(asked).toEqual([[1, 2], [1]]);
  });

  it('answers but does not keep a card asked for before an announcement, nor a failure', async () => {
    const kept = cards();
    const asked: number[][] = [];
    let release: () => void = () => undefined;
    const slow = kept.load([3], async (ids) => {
      await new Promise<void>((resolve) => (release = resolve));
      return answering(asked)(ids);
    });
    kept.forget([3]);
    release();
    expect((await slow).get(3)?.member.id).toBe(3);
    await kept.load([3], answering(asked));
    expect(asked).toEqual([[3], [3]]);

    await expect(kept.load([4], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await kept.load([4], answering(asked));
    expect(asked).toEqual([[3], [3], [4]]);
  });

  it('keeps nothing while its announcements are not heard, and at most its bound', async () => {
    const kept = cards();
    const asked: number[][] = [];
    await kept.load([1, 2, 3], answering(asked));
    expect(kept.size).toBe(2);
    kept.setLive(false);
    expect(kept.size).toBe(0);
    await kept.load([1], answering(asked));
    await kept.load([1], answering(asked));
    expect(asked).toEqual([[1, 2, 3], [1], [1]]);
  });
});
