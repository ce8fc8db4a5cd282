import { CountCache } from './countCache';

describe('CountCache', () => {
  it('asks again for small counts and keeps large ones for the TTL', async () => {
    let now = 0;
    const cache = new CountCache({ exactBelow: 100, ttlMs: 1000, now: () => now });
    let small = 5;
    expect(await cache.get('small', async () => small)).toBe(5);
    small = 6;
    expect(await cache.get('small', async () => small)).toBe(6);

    let large = 5000;
    expect(await cache.get('large', async () => large)).toBe(5000);
    large = 5001;
    expect(await cache.get('large', async () => large)).toBe(5000);
    now = 1500;
    expect(await cache.get('large', async () => large)).toBe(5001);
    large = 5002;
    cache.drop('large');
    expect(await cache.get('large', async () => large)).toBe(5002);
  });

  it('shares one query among concurrent callers', async () => {
    const cache = new CountCache({ exactBelow: 0, ttlMs: 1000 });
    let queries = 0;
    const count = async () => {
      queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    expect(await Promise.all([cache.get('k', count), cache.get('k', count), cache.get('k', count)])).toEqual([
      42, 42, 42,
    ]);
    expect(queries).toBe(1);
  });

  it('asks again after a drop rather than answer or keep a count that was running before the write', async () => {
    const cache = new CountCache({ exactBelow: 0, ttlMs: 1000 });
    let rows = 7;
    let release: () => void = () => undefined;
    const slow = () =>
      new Promise<number>((resolve) => {
        const read = rows;
        release = () => resolve(read);
      });
    const before = cache.get('k', slow);
    rows = 8;
    cache.drop('k');
    const after = cache.get('k', async () => rows);
    release();
    expect(await before).toBe(7);
    expect(await after).toBe(8);
    expect(await cache.get('k', async () => -1)).toBe(8);
  });
});
