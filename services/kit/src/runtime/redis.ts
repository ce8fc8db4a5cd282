import { Redis } from 'ioredis';
import { watchRedis } from './dependencyMetrics';
import type { Logger } from './logger';

export { Redis };

/** A Redis connection that retries forever with backoff and logs state changes once. */
export function createRedis(url: string, logger: Logger, name = 'redis', keyPrefix = ''): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    lazyConnect: false,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    connectionName: name,
  });
  let down = false;
  redis.on('error', (err) => {
    if (!down) logger.warn({ err: err.message }, `${name} unavailable`);
    down = true;
  });
  redis.on('ready', () => {
    if (down) logger.info(`${name} back`);
    down = false;
  });
  watchRedis(redis, name);
  return redis;
}
