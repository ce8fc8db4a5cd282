import {
  authoritiesChangedChannel,
  createRedis,
  publishAuthoritiesChanged,
  type Logger,
  type Redis,
  type RedisTarget,
} from '@kindred/kit';

/**
 * Tells every user-service instance and chat node that the authority lists changed, so that each
 * drops what it cached and the next permission check uses the new lists (docs/staff-api.md).
 * Channels carry the deployment's key prefix by hand (ioredis prefixes keys only).
 */
export function redisRightsChanges(options: {
  redis: Redis;
  /** Where the listening connection of its own goes. */
  listen: RedisTarget;
  keyPrefix: string;
  logger: Logger;
  onChanged(): void;
}): { announce(): Promise<void>; close(): void } {
  const channel = authoritiesChangedChannel(options.keyPrefix);
  const listener = createRedis(options.listen, options.logger, 'user-rights-changes');
  listener.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'rights changes unavailable'));
  listener.on('message', (from: string) => {
    if (from === channel) options.onChanged();
  });
  listener.subscribe(channel).catch((err: Error) => {
    options.logger.warn({ err: err.message }, 'rights changes not subscribed');
  });
  return {
    async announce() {
      try {
        await publishAuthoritiesChanged(options.redis, options.keyPrefix);
      } catch (err) {
        // The lists are in Postgres already; other instances then see them when their cache expires.
        options.logger.warn({ err: (err as Error).message }, 'authority change not announced');
      }
    },
    close: () => listener.disconnect(),
  };
}
