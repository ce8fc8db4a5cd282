import type { RunningEdge } from '@kindred/edge';
import type { TrendPage__Output as TrendPage } from '@kindred/kit/generated/kindred/social/v1/TrendPage';
import { NewsfeedPages, type FeedAsk } from '../src/kept/newsfeedPages';
import { startSecondEdge, type EdgeCall } from './secondEdge';
import { startStack, type Stack } from './stack';

const adult = Date.UTC(1990, 6, 7);
const LIST_TRENDS = '/kindred.social.v1.SocialService/ListTrends';

interface Item {
  id: number;
  mid: number;
  mine: number;
}

/**
 * Each edge keeps a viewer's newsfeed pages (newsfeedPages.ts) and drops them at once on social's
 * announcements: a post or a deletion shows on the next page on every edge, and so does a block made
 * or lifted. Two edges, as two replicas behind the Ingress would be.
 */
describe('newsfeed pages kept by the edges', () => {
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
    const joiner = { id: joined.data.id as number, token: joined.data.token as string };
    // Social adds the member's joined item from the account events, a moment later.
    for (let i = 0; i < 100; i++) {
      const mine = await stack.post('/member/trend/my_trend', { page: 1 }, { token: joiner.token });
      if ((mine.data.data as Item[]).length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return joiner;
  };

  /** The item ids of the three newsfeed pages `token` sees of `authorId`, on each edge. */
  const pages = async (token: string, authorId: number) => {
    const seen: number[][] = [];
    for (const call of edges) {
      const feed = await call('/member/trend/trend', { page: 1 }, token);
      expect(feed.status).toBe(200);
      seen.push((feed.data.data as Item[]).filter((t) => t.mid === authorId).map((t) => t.id));
      const his = await call('/member/trend/his_trend', { userid: authorId, page: 1 }, token);
      seen.push(his.status === 200 ? (his.data as Item[]).map((t) => t.id) : [his.status]);
    }
    return seen;
  };
  const everywhere = <T>(value: T) => [value, value, value, value];
  const post = async (token: string, call: EdgeCall, content: string) => {
    const posted = await call('/member/trend/released', { content }, token);
    expect(posted.status).toBe(200);
    return posted.data.id as number;
  };

  it('answers a page seen again with no call to social, and shows a post and a deletion on both edges at once', async () => {
    const viewer = await member('feedviewer');
    const author = await member('feedauthor');
    const first = await post(author.token, edges[0]!, 'first');
    const joined = (await pages(viewer.token, author.id))[1]!.filter((id) => id !== first);
    expect(await pages(viewer.token, author.id)).toEqual([
      [first, ...joined],
      [first, ...joined],
      [first, ...joined],
      [first, ...joined],
    ]);
    const before = await stack.served(LIST_TRENDS);
    await pages(viewer.token, author.id);
    expect((await stack.served(LIST_TRENDS)) - before).toBe(0);

    const next = await post(author.token, edges[1]!, 'second');
    expect(await pages(viewer.token, author.id)).toEqual(everywhere([next, first, ...joined]));
    const mine = await Promise.all(edges.map((call) => call('/member/trend/my_trend', { page: 1 }, author.token)));
    expect(mine.map((m) => (m.data.data as Item[]).map((t) => [t.id, t.mine]))).toEqual([
      [[next, 1], [first, 1], ...joined.map((id) => [id, 1])],
      [[next, 1], [first, 1], ...joined.map((id) => [id, 1])],
    ]);

    expect((await edges[0]!('/member/trend/del', { id: next }, author.token)).status).toBe(200);
    expect(await pages(viewer.token, author.id)).toEqual(everywhere([first, ...joined]));
    const mineAfter = await Promise.all(edges.map((call) => call('/member/trend/my_trend', { page: 1 }, author.token)));
    expect(mineAfter.map((m) => (m.data.data as Item[])[0]?.id)).toEqual([first, first]);
  });

  it('hides a blocked member’s items on both edges at once, and shows them again once the block is lifted', async () => {
    const viewer = await member('blockviewer');
    const author = await member('blockauthor');
    const said = await post(author.token, edges[0]!, 'before the block');
    const shown = await pages(viewer.token, author.id);
    expect(shown.map((ids) => ids[0])).toEqual(everywhere(said));
    await pages(viewer.token, author.id);

    expect((await edges[1]!('/member/block/block', { target_id: viewer.id }, author.token)).status).toBe(200);
    expect(await pages(viewer.token, author.id)).toEqual([[], [-403], [], [-403]]);

    expect((await edges[0]!('/member/block/unblock', { target_id: viewer.id }, author.token)).status).toBe(200);
    expect(await pages(viewer.token, author.id)).toEqual(shown);
  });
});

describe('NewsfeedPages', () => {
  let now = 0;
  const kept = () => {
    const pages = new NewsfeedPages({ ttlMs: 1000, maxEntries: 3, now: () => now });
    pages.setLive('newsfeeds', true);
    pages.setLive('blocks', true);
    return pages;
  };
  const whole: FeedAsk = { scope: 'all', authorId: 0, page: 1, beforeId: 0 };
  const of = (authorId: number): FeedAsk => ({ scope: 'member', authorId, page: 1, beforeId: 0 });
  const answer = (total: number) => ({ trends: [], page: 1, last_page: 1, total }) as TrendPage;
  const asking =
    (asked: string[], name: string, total = 1) =>
    async () => {
      asked.push(name);
      return answer(total);
    };

  it('asks social for a page once while it is kept, and again once its time is up', async () => {
    const pages = kept();
    const asked: string[] = [];
    await Promise.all([pages.get(1, whole, asking(asked, 'a')), pages.get(1, whole, asking(asked, 'b'))]);
    await pages.get(1, whole, asking(asked, 'c'));
    expect(asked).toEqual(['a']);
    await pages.get(2, whole, asking(asked, 'other viewer'));
    expect(asked).toEqual(['a', 'other viewer']);
    now += 1000;
    await pages.get(1, whole, asking(asked, 'late'));
    expect(asked).toEqual(['a', 'other viewer', 'late']);
  });

  it("drops the whole newsfeed on any author's change, an author's pages on theirs, a viewer's on a block", async () => {
    const pages = kept();
    const asked: string[] = [];
    const all = () => pages.get(1, whole, asking(asked, 'all'));
    const seven = () => pages.get(1, of(7), asking(asked, 'seven'));
    await Promise.all([all(), seven()]);
    pages.forgetAuthors([8]);
    await Promise.all([all(), seven()]);
    expect(asked).toEqual(['all', 'seven', 'all']);
    pages.forgetAuthors([7]);
    await Promise.all([all(), seven()]);
    expect(asked.slice(3)).toEqual(['all', 'seven']);
    pages.forgetPairs([[9, 1]]);
    await Promise.all([all(), seven()]);
    expect(asked.slice(5)).toEqual(['all', 'seven']);
    pages.forgetPairs([[9, 2]]);
    await Promise.all([all(), seven()]);
    expect(asked).toHaveLength(7);
  });

  it('keeps no answer asked before an announcement, no failure, and nothing unless both announcements arrive', async () => {
    const pages = kept();
    const asked: string[] = [];
    let answer1: (page: TrendPage) => void = () => undefined;
    const first = pages.get(1, whole, () => {
      asked.push('before');
      return new Promise<TrendPage>((resolve) => (answer1 = resolve));
    });
    pages.forgetAuthors([5]);
    answer1(answer(1));
    expect((await first).total).toBe(1);
    await pages.get(1, whole, asking(asked, 'after', 2));
    expect(asked).toEqual(['before', 'after']);

    await expect(pages.get(3, whole, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await pages.get(3, whole, asking(asked, 'retried'));
    expect(asked).toContain('retried');

    pages.setLive('blocks', false);
    expect(pages.size).toBe(0);
    await pages.get(1, whole, asking(asked, 'off 1'));
    await pages.get(1, whole, asking(asked, 'off 2'));
    expect(asked.slice(-2)).toEqual(['off 1', 'off 2']);
    expect(pages.size).toBe(0);
  });

  it('keeps at most maxEntries pages, the oldest out first', async () => {
    const pages = kept();
    const asked: string[] = [];
    for (const viewer of [1, 2, 3, 4]) await pages.get(viewer, whole, asking(asked, `v${viewer}`));
    expect(pages.size).toBe(3);
    await pages.get(1, whole, asking(asked, 'v1 again'));
    await pages.get(4, whole, asking(asked, 'v4 again'));
    expect(asked.slice(4)).toEqual(['v1 again']);
  });
});
