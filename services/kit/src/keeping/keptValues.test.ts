import { dependencyRegistry } from '../runtime/dependencyMetrics';
import { KeptGeneration, KeptValues } from './keptValues';

const later = () => {
  let answer: (value: string) => void = () => undefined;
  let fail: (err: Error) => void = () => undefined;
  const promise = new Promise<string>((resolve, reject) => ((answer = resolve), (fail = reject)));
  return { fetch: () => promise, answer: (value: string) => answer(value), fail: (err: Error) => fail(err) };
};

const counted = async (metric: string, kept: string) =>
  (await dependencyRegistry.getSingleMetric(metric)?.get())?.values.find((v) => v.labels.kept === kept)?.value ?? 0;

describe('KeptValues', () => {
  it('keeps nothing until live, for ttlMs at most, and drops everything when it goes live or off', () => {
    let now = 0;
    const kept = new KeptValues<string, string>({ name: 'test-live', ttlMs: 1_000, now: () => now });
    expect(kept.keep('a', 'A')).toBe(false);
    kept.setLive(true);
    expect(kept.keep('a', 'A')).toBe(true);
    expect(kept.read('a')).toBe('A');
    now = 999;
    expect(kept.read('a')).toBe('A');
    now = 1_000;
    expect(kept.read('a')).toBeUndefined();
    expect(kept.size).toBe(0);
    kept.keep('b', 'B');
    kept.setLive(false);
    expect(kept.read('b')).toBeUndefined();
    kept.setLive(true);
    expect(kept.read('b')).toBeUndefined();
  });

  it('keeps values nobody announces without a subscription, and nothing with ttlMs 0', () => {
    const unannounced = new KeptValues<string, string>({ name: 'test-unannounced', ttlMs: 1_000, announced: false });
    expect(unannounced.keep('a', 'A')).toBe(true);
    expect(unannounced.read('a')).toBe('A');
    const off = new KeptValues<string, string>({ name: 'test-off', ttlMs: 0, announced: false });
    expect(off.enabled).toBe(false);
    expect(off.keep('a', 'A')).toBe(false);
  });

  it('holds its bound, the oldest out first, by count or by weight', () => {
    const removed: string[] = [];
    const kept = new KeptValues<string, string>({
      name: 'test-bound',
      ttlMs: 1_000,
      maxEntries: 2,
      announced: false,
      removed: (key) => removed.push(key),
    });
    kept.keep('a', 'A');
    kept.keep('b', 'B');
    kept.keep('a', 'A2'); // written again: now the newest
    kept.keep('c', 'C');
    expect([kept.read('a'), kept.read('b'), kept.read('c')]).toEqual(['A2', undefined, 'C']);
    expect(removed).toEqual(['a', 'b']);

    const weighed = new KeptValues<string, number[]>({
      name: 'test-weight',
      ttlMs: 1_000,
      maxEntries: 5,
      weigh: (ids) => ids.length + 1,
      announced: false,
    });
    weighed.keep('x', [1, 2]);
    weighed.keep('y', [3]);
    expect(weighed.weight).toBe(5);
    weighed.keep('z', [4]);
    expect([weighed.peek('x'), weighed.peek('y'), weighed.peek('z')]).toEqual([undefined, [3], [4]]);
    expect(weighed.keep('too long', [1, 2, 3, 4, 5])).toBe(false);
    expect(weighed.weight).toBe(4);
  });

  it('does not keep a value read before an announcement: a ticket, and the answers on their way', async () => {
    const kept = new KeptValues<string, string>({ name: 'test-ticket', ttlMs: 1_000 });
    kept.setLive(true);
    const ticket = kept.ticket();
    kept.drop(['other']);
    expect(kept.keep('a', 'A', ticket)).toBe(false);
    expect(kept.keep('a', 'A', kept.ticket())).toBe(true);

    const asked = later();
    const loading = kept.load('b', asked.fetch);
    kept.drop(['unrelated']); // inFlight 'all': any announcement makes it stale
    asked.answer('before');
    expect(await loading).toBe('before');
    expect(kept.read('b')).toBeUndefined();
  });

  it("by key: only an announcement of the answer's own key makes it stale", async () => {
    const kept = new KeptValues<number, string>({ name: 'test-by-key', ttlMs: 1_000, inFlight: 'by key' });
    kept.setLive(true);
    const one = later();
    const two = later();
    const loadingOne = kept.load(1, one.fetch);
    const loadingTwo = kept.load(2, two.fetch);
    kept.drop([1]);
    one.answer('one');
    two.answer('two');
    expect([await loadingOne, await loadingTwo]).toEqual(['one', 'two']);
    expect([kept.read(1), kept.read(2)]).toEqual([undefined, 'two']);
  });

  it('patches a kept value in place, for what was left of its time, and keeps no answer asked before', async () => {
    let now = 0;
    const kept = new KeptValues<number, string>({
      name: 'test-patch',
      ttlMs: 1_000,
      inFlight: 'by key',
      now: () => now,
    });
    kept.setLive(true);
    kept.keep(1, 'one');
    now = 600;
    kept.patch(1, (value) => `${value}, signed in`);
    expect(kept.read(1)).toBe('one, signed in');
    kept.patch(2, () => 'never kept');
    expect(kept.read(2)).toBeUndefined();
    const asked = later();
    const loading = kept.load(3, asked.fetch);
    kept.patch(3, (value) => `${value}, signed in`);
    asked.answer('before the sign-in');
    expect(await loading).toBe('before the sign-in');
    expect(kept.read(3)).toBeUndefined();
    now = 1_000;
    expect(kept.read(1)).toBeUndefined();
  });

  it('shares one answer among callers, and keeps no failure', async () => {
    const kept = new KeptValues<string, string>({ name: 'test-share', ttlMs: 1_000, announced: false });
    const asked = later();
    let fetches = 0;
    const fetch = () => (fetches++, asked.fetch());
    const both = Promise.all([kept.load('a', fetch), kept.load('a', fetch)]);
    asked.answer('A');
    expect(await both).toEqual(['A', 'A']);
    expect(fetches).toBe(1);

    const failing = later();
    const loading = kept.load('b', failing.fetch);
    failing.fail(new Error('down'));
    await expect(loading).rejects.toThrow('down');
    expect(kept.read('b')).toBeUndefined();
    expect(await kept.load('b', async () => 'up')).toBe('up');
  });

  it('loads many keys with one fetch for those neither kept nor on their way', async () => {
    const kept = new KeptValues<number, string>({ name: 'test-many', ttlMs: 1_000, inFlight: 'by key' });
    kept.setLive(true);
    kept.keep(1, 'one');
    const asked: number[][] = [];
    const fetch = async (ids: number[]) => (asked.push(ids), new Map(ids.map((id) => [id, `#${id}`])));
    const [first, second] = await Promise.all([kept.loadMany([1, 2, 3, 2], fetch), kept.loadMany([3, 4], fetch)]);
    expect([...first]).toEqual([
      [1, 'one'],
      [2, '#2'],
      [3, '#3'],
    ]);
    expect([...second]).toEqual([
      [3, '#3'],
      [4, '#4'],
    ]);
    expect(asked).toEqual([[2, 3], [4]]);
    expect(kept.size).toBe(4);
  });

  it('drops by key, by what a value holds, or all; caches sharing a generation go stale together', () => {
    const generation = new KeptGeneration();
    const counts = new KeptValues<number, number>({ name: 'test-counts', ttlMs: 1_000, generation });
    const pairs = new KeptValues<string, boolean>({ name: 'test-pairs', ttlMs: 1_000, generation });
    counts.setLive(true);
    pairs.setLive(true);
    for (const id of [1, 2, 3]) counts.keep(id, id * 10);
    const ticket = pairs.ticket();
    counts.drop([1]);
    expect(pairs.keep('1:2', true, ticket)).toBe(false);
    counts.dropWhere((count) => count > 25);
    expect([counts.read(1), counts.read(2), counts.read(3)]).toEqual([undefined, 20, undefined]);
    counts.dropAll();
    expect(counts.size).toBe(0);
  });

  it('counts hits, misses and drops by name', async () => {
    const kept = new KeptValues<string, string>({ name: 'test-metrics', ttlMs: 1_000, announced: false });
    kept.read('a');
    kept.keep('a', 'A');
    kept.read('a');
    kept.read('a');
    kept.drop(['a', 'never kept']);
    expect(await counted('kindred_kept_hits_total', 'test-metrics')).toBe(2);
    expect(await counted('kindred_kept_misses_total', 'test-metrics')).toBe(1);
    expect(await counted('kindred_kept_drops_total', 'test-metrics')).toBe(1);
  });
});
