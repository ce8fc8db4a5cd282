import sharp from 'sharp';
import { Redis, createClient, loadContract, markOnline } from '@kindred/kit';
import type { ProtoGrpcType as SocialProto } from '@kindred/kit/generated/social';
import type { RunningEdge } from '@kindred/edge';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { eventually, startStack, type Envelope, type Stack } from './stack';

const adult = Date.UTC(1993, 1, 2);
const USER = '/kindred.user.v1.UserService/';
const PAGE_SIZE = 12;

interface Member {
  id: number;
  name: string;
  token: string;
}

/**
 * Who sees whom in the member lists (docs/privacy.md, "Who sees whom"): a blocked pair, a member
 * hiding from lists, one pending deletion and an erased one are in none of the other's lists, searches,
 * follow lists or newsfeed, including the pages each edge kept before; hide-online keeps a member
 * listed but off the online list and where their last sign-in left them. Kept pages on (the defaults),
 * on two edges, as two replicas behind the Ingress would be: the one not called hears of the change
 * from the owners' announcements alone.
 */
describe('who sees whom in member lists', () => {
  let stack: Stack;
  let redis: Redis;
  let admin: string;
  let second: RunningEdge;
  const edges: EdgeCall[] = [];
  const filler: number[] = [];

  beforeAll(async () => {
    stack = await startStack({
      env: {
        REGISTRATION_REVIEW: 'off',
        ACCOUNT_DELETION_POLL_MS: '100',
        MEMBER_DATA_POLL_MS: '100',
        ERASURE_POLL_MS: '100',
      },
    });
    redis = new Redis({ keyPrefix: stack.redisPrefix });
    admin = await stack.login('admin', 'Admin-Passw0rd');
    const started = await startSecondEdge(stack);
    second = started.edge;
    edges.push(...started.edges);
    // Enough members who signed in earlier for userlist pages past the live ones (from page boundaries).
    const rows = await stack.sql<{ id: string }>(
      `INSERT INTO user_svc.accounts (username, email, password_hash, sex, birthday, status, invitation_code, last_login_at)
       SELECT 'wf' || g, 'wf' || g || '@lists.test', 'x', 1, 631152000000, 1, 'WF' || g, now() - g * interval '1 hour'
       FROM generate_series(1, 100) g RETURNING id`,
    );
    filler.push(...rows.map((row) => Number(row.id)));
  }, 60_000);
  afterAll(async () => {
    redis?.disconnect();
    await second?.stop();
    await stack?.stop();
  });

  const member = async (name: string, sex: number): Promise<Member> => {
    const joined = await stack.post('/member/index/register', {
      username: name,
      email: `${name}@example.com`,
      password: 'Passw0rd!',
      sex,
      birthday: adult,
      country: 'DK',
    });
    expect([joined.status, joined.msg]).toEqual([200, expect.anything()]);
    // Search and deep pages take vip 2 (Search_users).
    const extended = await stack.post(
      '/member/admin/members/extend',
      { userid: joined.data.id, tier: 2, months: 1 },
      { token: admin },
    );
    expect(extended.status).toBe(200);
    return { id: joined.data.id as number, name, token: await stack.login(name) };
  };
  /** An avatar (the wall lists members who have one), a sign-in (top of userlist) and presence. */
  const showUp = async (who: Member, background: string) => {
    const form = new FormData();
    form.set('token', who.token);
    const picture = await sharp({ create: { width: 320, height: 320, channels: 3, background } })
      .jpeg()
      .toBuffer();
    form.set('img', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'me.jpg');
    const answer = (await (
      await fetch(`${stack.url}/member/index/uploadImg`, { method: 'POST', body: form })
    ).json()) as Envelope;
    expect(answer.status).toBe(200);
    who.token = await stack.login(who.name);
    await markOnline(redis, [who.id]);
  };
  const follow = async (who: Member, whom: Member) => {
    expect((await stack.post('/member/like/like', { target_id: whom.id }, { token: who.token })).data.is_like).toBe(1);
  };
  const ids = (answer: Envelope, paged = false): number[] => {
    expect([answer.status, answer.msg]).toEqual([200, expect.anything()]);
    return ((paged ? answer.data.data : answer.data) as Array<{ id: number }>).map((m) => m.id);
  };
  /** Every list of `viewer`'s in which `subject` could be, each as the ids it shows (through the first edge). */
  const lists = async (viewer: Member, subject: Member, through = edges[0]!) => {
    const ask = (path: string, body: Record<string, unknown> = {}) => through(path, body, viewer.token);
    const feed = await ask('/member/trend/trend');
    expect(feed.status).toBe(200);
    return {
      userlist: ids(await ask('/member/index/userlist', { page: 1 }), true),
      userlistByName: ids(await ask('/member/index/userlist', { username: subject.name }), true),
      search: ids(await ask('/member/index/search_opposite_sex', { username: subject.name })),
      newest: ids(await ask('/member/index/new_opposite_sex')),
      wall: ids(await ask('/member/index/memberwall')),
      online: ids(await ask('/member/index/onlinelist')),
      following: ids(await ask('/member/like/i_like')),
      followers: ids(await ask('/member/like/love_me')),
      newsfeed: (feed.data.data as Array<{ mid: number }>).map((item) => item.mid),
    };
  };
  type Lists = Awaited<ReturnType<typeof lists>>;
  /** In which of the lists `id` is. */
  const where = (seen: Lists, id: number) =>
    Object.fromEntries(Object.entries(seen).map(([list, shown]) => [list, shown.includes(id)]));
  const everywhere = (shown: boolean) =>
    Object.fromEntries(
      ['userlist', 'userlistByName', 'search', 'newest', 'wall', 'online', 'following', 'followers', 'newsfeed'].map(
        (list) => [list, shown],
      ),
    );
  /** A pair that follow each other, each with a post, both shown everywhere to the other. */
  const acquainted = async (a: Member, b: Member) => {
    await follow(a, b);
    await follow(b, a);
    for (const who of [a, b]) {
      const posted = await stack.post(
        '/member/trend/released',
        { content: `hello from ${who.name}` },
        { token: who.token },
      );
      expect(posted.status).toBe(200);
    }
  };
  /** Saves the settings pages with these privacy controls (the notification choices all on). */
  const choose = async (who: Member, privacy: Record<string, unknown>) => {
    const notifications = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`form${i + 1}`, 1]));
    const saved = await stack.post(
      '/member/index/savesettings',
      { general: 1, ...notifications, form11: 'Automatically', ...privacy },
      { token: who.token },
    );
    expect(saved.status).toBe(200);
  };
  const userlistTotal = async (viewer: Member) =>
    (await stack.post('/member/index/userlist', { page: 1 }, { token: viewer.token })).data.total as number;

  let viewer: Member;
  let blocker: Member;

  it('a block takes each member out of every list of the other, pages the edge kept before included, and lifting it brings them back', async () => {
    viewer = await member('wvviewer', 0);
    blocker = await member('wvblocker', 1);
    await showUp(viewer, '#245');
    await showUp(blocker, '#524');
    await acquainted(viewer, blocker);
    for (const edge of edges) {
      expect(where(await lists(viewer, blocker, edge), blocker.id)).toEqual(everywhere(true));
      expect(where(await lists(blocker, viewer, edge), viewer.id)).toEqual(everywhere(true));
    }
    // Asked again, the userlist page comes from what the edge kept: the block must reach those too.
    const asked = () => stack.served(`${USER}ListMembers`);
    const before = await asked();
    await lists(viewer, blocker);
    expect((await asked()) - before).toBe(0);
    const total = await userlistTotal(viewer);

    expect((await stack.post('/member/block/block', { target_id: viewer.id }, { token: blocker.token })).status).toBe(
      200,
    );
    // The second edge was not called: social's announcement alone drops what it kept.
    for (const edge of [edges[1]!, edges[0]!]) {
      expect(where(await lists(viewer, blocker, edge), blocker.id)).toEqual(everywhere(false));
      expect(where(await lists(blocker, viewer, edge), viewer.id)).toEqual(everywhere(false));
    }
    expect(await userlistTotal(viewer)).toBe(total - 1);

    expect((await stack.post('/member/block/unblock', { target_id: viewer.id }, { token: blocker.token })).status).toBe(
      200,
    );
    const back = where(await lists(viewer, blocker), blocker.id);
    // The block ended the follows both ways; the rest shows the member again.
    expect(back).toEqual({ ...everywhere(true), following: false, followers: false });
    expect(await userlistTotal(viewer)).toBe(total);
  });

  it('answers deep userlist pages and the total without the blocked pair, from the page boundaries', async () => {
    expect((await stack.post('/member/block/block', { target_id: blocker.id }, { token: viewer.token })).status).toBe(
      200,
    );
    const order = (
      await stack.sql<{ id: string }>(
        `SELECT id FROM user_svc.accounts a WHERE status = 1 AND role = 'member' AND id <> ALL($1::bigint[])
           AND deletion_due_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM user_svc.member_settings s WHERE s.user_id = a.id AND s.hide_from_lists)
         ORDER BY last_login_at DESC NULLS LAST, id DESC`,
        [[viewer.id, blocker.id]],
      )
    ).map((row) => Number(row.id));
    expect(order.length).toBeGreaterThan(7 * PAGE_SIZE);
    const lastPage = Math.ceil(order.length / PAGE_SIZE);
    // Pages past the fifth start from a boundary of the whole listing, which holds both of the pair.
    for (const page of [1, 6, 7, lastPage]) {
      const answer = await stack.post('/member/index/userlist', { page }, { token: viewer.token });
      expect(ids(answer, true)).toEqual(order.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE));
      expect([answer.data.total, answer.data.last_page]).toEqual([order.length, lastPage]);
    }
  });

  it('hide from lists: out of every list, search and follow list, no automatic newsfeed item, not named in exports', async () => {
    const hider = await member('wvhider', 1);
    const other = await member('wvother', 1);
    await showUp(hider, '#452');
    await acquainted(viewer, hider);
    await follow(other, viewer);
    expect(where(await lists(viewer, hider), hider.id)).toEqual(everywhere(true));

    await choose(hider, { hide_from_lists: 1 });
    // Still in the newsfeed by the post they wrote themselves; in no list.
    expect(where(await lists(viewer, hider), hider.id)).toEqual({ ...everywhere(false), newsfeed: true });

    // A new avatar makes an automatic newsfeed item for a listed member, none for one hiding from lists.
    const automatic = async () =>
      (await stack.post('/member/trend/trend', {}, { token: viewer.token })).data.data as Array<{
        mid: number;
        type: number;
      }>;
    const hiderItems = (await automatic()).filter((item) => item.mid === hider.id).length;
    await showUp(hider, '#111');
    await showUp(other, '#222');
    const items = await eventually(automatic, (list) => list.some((item) => item.mid === other.id && item.type === 2));
    expect(items.some((item) => item.mid === other.id && item.type === 2)).toBe(true);
    expect(items.filter((item) => item.mid === hider.id)).toHaveLength(hiderItems);

    // The viewer's own export names the followers the viewer's lists show, not one hiding from lists.
    const social = createClient(
      loadContract<SocialProto>('social').kindred.social.v1.SocialService,
      stack.addresses.social,
    );
    try {
      const exported = await social.ExportMemberData({ user_id: viewer.id });
      const follows = JSON.parse(exported.areas.find((area) => area.name === 'follows.json')!.json) as {
        following: Array<{ member_id: string }>;
        followers: Array<{ member_id: string }>;
      };
      expect(follows.followers.map((f) => Number(f.member_id))).toEqual([other.id]);
      expect(follows.following.map((f) => Number(f.member_id))).toEqual([hider.id]);
    } finally {
      social.close();
    }
  });

  it('deletion pending and erased: out of every list, search, follow list and the newsfeed at once, kept pages included', async () => {
    const leaver = await member('wvleaver', 1);
    await showUp(leaver, '#733');
    await acquainted(viewer, leaver);
    for (const edge of edges) expect(where(await lists(viewer, leaver, edge), leaver.id)).toEqual(everywhere(true));
    const total = await userlistTotal(viewer);

    const asked = await stack.post('/member/data/delete', { password: 'Passw0rd!' }, { token: leaver.token });
    expect(asked).toMatchObject({ status: 200, data: { pending: true } });
    for (const edge of [edges[1]!, edges[0]!]) {
      expect(where(await lists(viewer, leaver, edge), leaver.id)).toEqual(everywhere(false));
    }
    // Left out by the listing itself: full pages, and totals without them.
    const page = await stack.post('/member/index/userlist', { page: 1 }, { token: viewer.token });
    expect([ids(page, true).length, page.data.total]).toEqual([PAGE_SIZE, total - 1]);
    const named = await stack.post('/member/index/userlist', { username: leaver.name }, { token: viewer.token });
    expect(named.data.total).toBe(0);

    // The grace period ends (its due time moved to now): the erasure leaves them out still.
    await stack.sql(`UPDATE user_svc.accounts SET deletion_due_at = now() WHERE id = $1`, [leaver.id]);
    await eventually(
      () =>
        stack.sql<{ erased: boolean }>(`SELECT erased_at IS NOT NULL AS erased FROM user_svc.accounts WHERE id = $1`, [
          leaver.id,
        ]),
      (rows) => rows[0]!.erased,
      10_000,
    );
    expect(where(await lists(viewer, leaver), leaver.id)).toEqual(everywhere(false));
  });

  it('hide online: listed still, off the online list, and signing in does not move the member up the lists', async () => {
    const quiet = await member('wvquiet', 1);
    const loud = await member('wvloud', 1);
    const top = async () =>
      ids(await stack.post('/member/index/userlist', { page: 1 }, { token: viewer.token }), true).slice(0, 2);
    quiet.token = await stack.login(quiet.name);
    loud.token = await stack.login(loud.name);
    expect(await top()).toEqual([loud.id, quiet.id]);

    await choose(quiet, { hide_online: 1 });
    await markOnline(redis, [quiet.id, loud.id]);
    // The page kept before the sign-in is not moved by it either: nothing is announced.
    expect(await top()).toEqual([loud.id, quiet.id]);
    await stack.login(quiet.name);
    expect(await top()).toEqual([loud.id, quiet.id]);
    const online = ids(await stack.post('/member/index/onlinelist', {}, { token: viewer.token }));
    expect([online.includes(quiet.id), online.includes(loud.id)]).toEqual([false, true]);
    // Without the control, a sign-in moves them up again.
    await choose(quiet, { hide_online: 0 });
    await stack.login(quiet.name);
    expect(await top()).toEqual([quiet.id, loud.id]);
  });
});
