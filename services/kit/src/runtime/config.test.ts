import { z } from 'zod';
import { ConfigError, baseConfigShape, env, parseRedisNodes, readConfig } from './config';

describe('readConfig', () => {
  it('applies defaults, coerces and freezes', () => {
    const config = readConfig(
      { ...baseConfigShape, PORT: env.port(8080), REVIEW: env.flag(true) },
      { PORT: '9000', REVIEW: 'off' },
    );
    expect(config.PORT).toBe(9000);
    expect(config.REVIEW).toBe(false);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('stops with the name of every malformed variable', () => {
    const read = () =>
      readConfig(
        { PORT: env.port(8080), DATABASE_URL: env.url('postgres://x'), MODE: z.enum(['a', 'b']) },
        { PORT: '70000', DATABASE_URL: 'not a url' },
      );
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/DATABASE_URL/);
    expect(read).toThrow(/MODE/);
  });
});

describe('REDIS_CLUSTER_NODES', () => {
  it('reads comma-separated host:port seeds, none when unset', () => {
    expect(readConfig(baseConfigShape, {}).REDIS_CLUSTER_NODES).toEqual([]);
    const config = readConfig(baseConfigShape, { REDIS_CLUSTER_NODES: 'redis-0.redis:6379, 10.0.0.7:7001,[::1]:7002' });
    expect(config.REDIS_CLUSTER_NODES).toEqual([
      { host: 'redis-0.redis', port: 6379 },
      { host: '10.0.0.7', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
  });

  it.each([
    'redis-0',
    'redis-0:',
    ':6379',
    'redis-0:0',
    'redis-0:65536',
    'redis-0:63x',
    'redis://redis-0:6379',
    'a b:6379',
  ])('stops at start on %j, naming the variable and the seed', (seed) => {
    const read = () => readConfig(baseConfigShape, { REDIS_CLUSTER_NODES: `redis-1:6379,${seed}` });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/REDIS_CLUSTER_NODES/);
    expect(read).toThrow(`"${seed}" is not host:port`);
  });

  it('answers what is wrong instead of seeds', () => {
    expect(parseRedisNodes('redis-0:6379,redis-1')).toMatch(/"redis-1" is not host:port/);
  });
});

describe('DATABASE_READ_URL', () => {
  it('reads comma-separated replica URLs, none when unset, with the lag settings', () => {
    const unset = readConfig(baseConfigShape, {});
    expect(unset.DATABASE_READ_URL).toEqual([]);
    expect([unset.DATABASE_READ_MAX_LAG_MS, unset.DATABASE_READ_CHECK_MS]).toEqual([1_000, 1_000]);
    const config = readConfig(baseConfigShape, {
      DATABASE_READ_URL: 'postgres://app:pw@replica-0:5432/kindred, postgres://app:pw@replica-1:5432/kindred,',
      DATABASE_READ_MAX_LAG_MS: '2500',
    });
    expect(config.DATABASE_READ_URL).toEqual([
      'postgres://app:pw@replica-0:5432/kindred',
      'postgres://app:pw@replica-1:5432/kindred',
    ]);
    expect(config.DATABASE_READ_MAX_LAG_MS).toBe(2_500);
  });

  it('stops at start on a URL DATABASE_URL would refuse, without printing its password', () => {
    const read = () =>
      readConfig(baseConfigShape, { DATABASE_READ_URL: 'postgres://app:pw@replica-0/kindred,postgres://app:secret@' });
    expect(read).toThrow(/DATABASE_READ_URL/);
    expect(read).toThrow('"postgres://app:***@" is not a URL');
    expect(read).not.toThrow(/secret/);
    expect(() => readConfig(baseConfigShape, { DATABASE_READ_CHECK_MS: '10' })).toThrow(/DATABASE_READ_CHECK_MS/);
  });
});
