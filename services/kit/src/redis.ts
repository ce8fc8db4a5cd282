import { Redis } from 'ioredis';
import { watchRedis } from './dependencyMetrics';
import type { Logger } from './logger';

export { Redis };

/**
 * A Redis connection that retries forever with backoff and logs state changes once. `autoPipelining`:
 * the commands of one event-loop turn go out in one write (a busy edge's presence reads: one syscall
 * for the pages of many requests instead of one each; not for a connection that blocks on a command).
 */
export function createRedis(
  url: string,
  logger: Logger,
  name = 'redis',
  keyPrefix = '',
  options: { autoPipelining?: boolean } = {},
): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableAutoPipelining: options.autoPipelining === true,
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
