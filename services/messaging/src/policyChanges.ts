import {
  accountChangedChannel,
  createRedis,
  followsChangedChannel,
  readAccountChanges,
  readChangedFollows,
  type Logger,
  type RedisTarget,
} from '@kindred/kit';

/**
 * What messaging keeps of the visibility policy's facts follows the announcements that change them, so
 * that they apply at once rather than after `BLOCK_CACHE_SECONDS`: a block made or lifted (social's
 * follow announcement, both directions; the chat nodes drop the pair's kept contact pages on the same
 * one), and an account changed (the user service's: a privacy control saved, a deletion asked for or
 * cancelled, a suspension, an erasure). Without Redis the cache times bound the delay.
 */
export function watchPolicyChanges(options: {
  redis: RedisTarget;
  keyPrefix: string;
  logger: Logger;
  blocks?: { forget(a: number, b: number): void };
  members?: { forget(ids: number[]): void };
}): { close(): void } {
  const { blocks, members, logger } = options;
  if (!blocks && !members) return { close: () => undefined };
  const follows = followsChangedChannel(options.keyPrefix);
  const accounts = accountChangedChannel(options.keyPrefix);
  const listener = createRedis(options.redis, logger, 'redis-policy-changes');
  listener.on('message', (from: string, payload: string) => {
    if (from === follows) for (const [a, b] of readChangedFollows(payload)) blocks?.forget(a, b);
    else if (from === accounts) {
      // A sign-in changes no privacy setting (one that cancels a deletion is announced unsaid).
      const { ids, change } = readAccountChanges(payload);
      if (change !== 'signin') members?.forget(ids);
    }
  });
  listener
    .subscribe(follows, accounts)
    .catch((err: Error) => logger.warn({ err: err.message }, 'policy changes not subscribed'));
  return { close: () => listener.disconnect() };
}
