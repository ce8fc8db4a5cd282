import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { listOnline, markOffline, markOnline, onlineFlags } from '../src/members/presence';

describe('presence in Redis', () => {
  const redis = new Redis({ keyPrefix: `kit-presence-${randomBytes(4).toString('hex')}:` });
  afterAll(() => redis.quit());

  it('marks members online with a TTL and lists them newest first, pruning stale entries', async () => {
    const now = Date.now();
    await markOnline(redis, [11], now - 120_000);
    await markOnline(redis, [12, 13], now);
    expect(await onlineFlags(redis, [12, 13, 14])).toEqual([1, 1, 0]);
    expect(await redis.ttl('{presence}:12')).toBeGreaterThan(50);
    expect((await listOnline(redis, 10, now)).sort()).toEqual([12, 13]);
    await markOffline(redis, 12);
    expect(await onlineFlags(redis, [12])).toEqual([0]);
    expect(await listOnline(redis, 10, now)).toEqual([13]);
  });
});
