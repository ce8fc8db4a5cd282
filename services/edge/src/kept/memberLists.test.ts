import { MemberLists, type ListWindow } from './memberLists';

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

  it('drops on a sign-in only the last-activity pages holding the member', async () => {
    await read('deep', [1, 2, 3]);
    await read('other', [4, 5, 6]);
    await read('newest', [1, 7], 'newest');
    lists.changed([1], 'signin');
    await read('deep', [2, 3, 1]);
    await read('other', [4, 5, 6]);
    await read('newest', [1, 7], 'newest');
    expect(asked).toEqual(['deep', 'other', 'newest', 'deep']);
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
