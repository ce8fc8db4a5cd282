import { createLogger } from '@kindred/kit';
import { BlockCache } from './blocks';

const logger = createLogger('test', 'silent');

function fakeSocial(blocked: Set<string>) {
  const calls: string[] = [];
  let down = false;
  return {
    calls,
    setDown: (value: boolean) => {
      down = value;
    },
    ask: async (a: number, b: number) => {
      calls.push(`${a}:${b}`);
      if (down) throw new Error('unavailable');
      return blocked.has(a < b ? `${a}:${b}` : `${b}:${a}`);
    },
  };
}

it('asks once per pair (either direction) within the TTL, and again after it', async () => {
  const social = fakeSocial(new Set(['3:7']));
  let now = 1_000;
  const cache = new BlockCache(social.ask, { ttlMs: 10_000, logger, now: () => now });
  expect(
    await cache.blockedAmong([
      [7, 3],
      [3, 4],
      [4, 3],
      [3, 7],
    ]),
  ).toEqual({ blocked: new Set(['3:7']), unknown: new Set() });
  expect(social.calls).toEqual(['7:3', '3:4']);
  expect(await cache.isBlocked(3, 7)).toBe(true);
  expect(await cache.isBlocked(4, 3)).toBe(false);
  expect(social.calls).toHaveLength(2);
  now += 10_000;
  expect(await cache.isBlocked(4, 3)).toBe(false);
  expect(social.calls).toHaveLength(3);
});

it('asks concurrent batches about a pair only once', async () => {
  const social = fakeSocial(new Set());
  const cache = new BlockCache(social.ask, { ttlMs: 10_000, logger });
  await Promise.all([cache.blockedAmong([[1, 2]]), cache.blockedAmong([[2, 1]]), cache.isBlocked(1, 2)]);
  expect(social.calls).toEqual(['1:2']);
});

it('keeps the last known answer through an outage, and answers try-again for an unknown pair', async () => {
  const social = fakeSocial(new Set(['5:6']));
  let now = 0;
  const cache = new BlockCache(social.ask, { ttlMs: 1_000, logger, now: () => now });
  expect(await cache.isBlocked(5, 6)).toBe(true);
  social.setDown(true);
  now = 5_000;
  expect(await cache.isBlocked(5, 6)).toBe(true);
  await expect(cache.isBlocked(8, 9)).rejects.toMatchObject({ kind: 'unavailable', reason: 'unavailable' });
  expect(await cache.blockedAmong([[8, 9]])).toEqual({ blocked: new Set(), unknown: new Set(['8:9']) });
  social.setDown(false);
  expect(await cache.isBlocked(5, 6)).toBe(true);
  expect(social.calls).toEqual(['5:6', '5:6', '8:9', '8:9', '5:6']);
});

it('stays bounded', async () => {
  const social = fakeSocial(new Set());
  const cache = new BlockCache(social.ask, { ttlMs: 60_000, logger, maxEntries: 10 });
  for (let i = 1; i <= 25; i++) await cache.isBlocked(i, i + 100);
  await cache.isBlocked(1, 101);
  // Full of fresh entries: the cache was emptied rather than grown, so the first pair is asked again.
  expect(social.calls.filter((c) => c === '1:101')).toHaveLength(2);
});

it("asks for a contact page's pairs in one call of the member's blocks, and fails closed without it", async () => {
  let down = false;
  const lists: number[] = [];
  const askAll = async (userId: number) => {
    lists.push(userId);
    if (down) throw new Error('unavailable');
    return [7];
  };
  let now = 0;
  const social = fakeSocial(new Set());
  const cache = new BlockCache(social.ask, { ttlMs: 1_000, logger, now: () => now }, askAll);
  expect(await cache.blockedWith(3, [7, 8, 9])).toEqual({ blocked: new Set(['3:7']), unknown: new Set() });
  expect(await cache.blockedWith(3, [7, 8])).toEqual({ blocked: new Set(['3:7']), unknown: new Set() });
  expect(lists).toEqual([3]);
  expect(social.calls).toEqual([]);
  down = true;
  now = 5_000;
  // Known pairs keep their last answer; a partner never asked about is unknown (shown offline).
  expect(await cache.blockedWith(3, [7, 8, 10])).toEqual({ blocked: new Set(['3:7']), unknown: new Set(['3:10']) });
});
