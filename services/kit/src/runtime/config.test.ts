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
