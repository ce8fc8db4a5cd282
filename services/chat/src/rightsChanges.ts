import { authoritiesChangedChannel, createRedis, type Logger, type RedisTarget } from '@kindred/kit';

/**
 * Every chat node re-reads its members' rights as soon as an admin changes the authority lists,
 * instead of at the next periodic refresh (docs/staff-api.md). A connection of its own keeps this
 * apart from the per-member chat channels.
 */
export function listenForRightsChanges(options: {
  redis: RedisTarget;
  keyPrefix: string;
  logger: Logger;
  onChanged(): void;
}): { ready: Promise<unknown>; close(): void } {
  const channel = authoritiesChangedChannel(options.keyPrefix);
  const connection = createRedis(options.redis, options.logger, 'chat-rights-changes');
  connection.on('error', (err: Error) => options.logger.debug({ err: err.message }, 'rights changes unavailable'));
  connection.on('message', (from: string) => {
    if (from === channel) options.onChanged();
  });
  const ready = connection.subscribe(channel).catch((err: Error) => {
    options.logger.warn({ err: err.message }, 'rights changes not subscribed');
  });
  return { ready, close: () => connection.disconnect() };
}
