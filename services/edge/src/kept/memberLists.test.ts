import type { MayHold } from './listFilters';
import type { MemberCard } from './memberCards';
import { MemberLists, type ListWindow } from './memberLists';

const card = (id: number, username: string, sex: number): MemberCard => ({
  member: { id, username, sex } as MemberCard['member'],
  hidesOnline: false,
  listed: true,
});

const window = (ids: number[]): ListWindow => ({
  ids,
  activities: ids.map(() => 0),
  page: 1,
  lastPage: 1,
  total: ids.length,
  size: ids.length,
  full: false,
});

describe('MemberLists', () => {
  let now = 0;
  let lists: MemberLists;
  let asked: string[];
  const read = (key: string, ids: number[], order: 'activity' | 'newest' = 'activity', top = false) =>
    lists.window(key, { order, top }, async () => {
      asked.push(key);
      return window(ids);
    });

  beforeEach(() => {
    now = 0;
    asked = [];
    lists = new MemberLists({ name: 'memberListsTest', ttlMs: 60_000, maxEntries: 100, topMs: 1_000, now: () => now });
    lists.setLive(true);
  });

  it('moves a member who signs in out of the deeper last-activity pages holding them, to the top of a first page', async () => {
    await read('top', [4, 5, 1], 'activity', true);
    await read('deep', [1, 2, 3]);
    await read('other', [6, 7, 8]);
    await read('newest', [1, 7], 'newest');
    lists.changed([1], 'signin');
    expect((await read('top', [])).ids).toEqual([1, 4, 5]);
    expect((await read('deep', [])).ids).toEqual([2, 3]);
    expect((await read('other', [])).ids).toEqual([6, 7, 8]);
    expect((await read('newest', [])).ids).toEqual([1, 7]);
    // Moved out of 'deep', they are no longer among what it holds: a card change of theirs leaves it.
    lists.changed([1], 'card');
    expect((await read('deep', [])).ids).toEqual([2, 3]);
    // The first page holding them shows where they moved: it is not asked again.
    expect(asked).toEqual(['top', 'deep', 'other', 'newest']);
  });

  it('drops a deeper page a sign-in leaves unable to fill its page', async () => {
    const full = (key: string, ids: number[]) =>
      lists.window(key, { order: 'activity', top: false }, async () => {
        asked.push(key);
        return { ...window(ids), size: 2, full: true };
      });
    await full('spare', [1, 2, 3]);
    await full('bare', [4, 5, 6]);
    lists.changed([1], 'signin');
    lists.changed([4], 'signin');
    lists.changed([5], 'signin');
    expect((await full('spare', [])).ids).toEqual([2, 3]);
    expect((await full('bare', [6, 7, 8])).ids).toEqual([6, 7, 8]);
    expect(asked).toEqual(['spare', 'bare', 'bare']);
  });

  it('marks stale only the first pages whose filters the card of a member signing in may meet', async () => {
    const cards = new Map<number, MemberCard | null>([
      [1, card(1, 'anna', 0)],
      [2, card(2, 'bob', 1)],
      [3, { ...card(3, 'hidden', 0), listed: false }],
      [4, null],
    ]);
    const women: MayHold = (facts) => facts.sex === 0;
    const top = (key: string, ids: number[], mayHold?: MayHold) =>
      lists.window(key, { order: 'activity', top: true, ...(mayHold ? { mayHold } : {}) }, async () => {
        asked.push(key);
        return window(ids);
      });
    await top('women', [10, 11], women);
    await top('anyone', [10, 11]);
    now = 5_000;
    for (const id of [2, 3, 4]) lists.changed([id], 'signin', (id) => cards.get(id));
    now = 10_000;
    await top('women', [], women);
    await top('anyone', []);
    // bob may be on a list without filters; a hidden member and an id with no account on none.
    expect(asked).toEqual(['women', 'anyone', 'anyone']);
    // A member who may meet them, or whose card the edge does not keep (9): both asked again.
    lists.changed([1], 'signin', (id) => cards.get(id));
    now = 20_000;
    await top('women', [1, 10], women);
    lists.changed([9], 'signin', (id) => cards.get(id));
    now = 30_000;
    await top('women', [9, 1], women);
    expect(asked).toEqual(['women', 'anyone', 'anyone', 'women', 'women']);
  });

  it('serves a first page for topMs after a sign-in elsewhere, then asks for it again', async () => {
    await read('top', [1, 2], 'activity', true);
    await read('newestTop', [1, 2], 'newest', true);
    lists.changed([9], 'signin');
    now = 500;
    await read('top', [9, 1], 'activity', true);
    now = 1_000;
    await read('top', [9, 1], 'activity', true);
    await read('top', [9, 1], 'activity', true);
    // A sign-in moves nobody in the newest-first order; a new member does.
    await read('newestTop', [1, 2], 'newest', true);
    lists.changed([10], 'joined');
    now = 2_000;
    await read('newestTop', [10, 1], 'newest', true);
    expect(asked).toEqual(['top', 'newestTop', 'top', 'newestTop']);
  });

  it("serves a stale first page for the list's own topMs when it has one", async () => {
    const search = () =>
      lists.window('search', { order: 'activity', top: true, topMs: 5_000 }, async () => {
        asked.push('search');
        return window([1]);
      });
    await search();
    lists.changed([9], 'signin');
    now = 4_000;
    await search();
    now = 5_000;
    await search();
    expect(asked).toEqual(['search', 'search']);
  });

  it('drops the pages holding a member whose card changed or who left, and everything on an unsaid change', async () => {
    await read('a', [1, 2]);
    await read('b', [3, 4], 'newest');
    lists.changed([3], 'card');
    await read('a', [1, 2]);
    await read('b', [4], 'newest');
    lists.changed([1], 'left');
    await read('a', [2]);
    lists.changed([2]);
    await read('b', [4], 'newest');
    expect(asked).toEqual(['a', 'b', 'b', 'a', 'b']);
  });

  it('does not keep a page asked for before a change of a member it holds', async () => {
    let answer: (w: ListWindow) => void = () => undefined;
    const pending = lists.window('a', { order: 'activity', top: false }, () => new Promise((r) => (answer = r)));
    lists.changed([2], 'left');
    answer(window([1, 2]));
    await pending;
    await read('a', [1]);
    expect(asked).toEqual(['a']);
  });

  it('keeps where left-out members stand until one of them changes', async () => {
    const places = (key: string, among: number[]) =>
      lists.placesOf(key, among, async () => {
        asked.push(key);
        return { ids: among, activities: among.map(() => 0) };
      });
    await places('viewer5', [5, 6]);
    await places('viewer5', [5, 6]);
    lists.changed([7], 'signin');
    await places('viewer5', [5, 6]);
    lists.changed([6], 'signin');
    await places('viewer5', [5, 6]);
    expect(asked).toEqual(['viewer5', 'viewer5']);
  });

  it('keeps nothing while its announcements are not subscribed', async () => {
    lists.setLive(false);
    await read('a', [1]);
    await read('a', [1]);
    expect(asked).toEqual(['a', 'a']);
  });
});
