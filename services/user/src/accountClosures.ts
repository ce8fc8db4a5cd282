import { publishAccountClosed, type Logger, type Redis } from '@kindred/kit';
import type { AccountClosures } from './domain/staff';

/**
 * Publishes the closed account's id. Channels carry the deployment's key prefix by hand (ioredis
 * prefixes keys only). The sessions are already revoked in Postgres, so a lost message only delays
 * the close until the chat node's next rights refresh.
 */
export function redisAccountClosures(redis: Redis, keyPrefix: string, logger: Logger): AccountClosures {
  return {
    async announce(userId) {
      try {
        await publishAccountClosed(redis, keyPrefix, userId);
      } catch (err) {
        logger.warn({ err: (err as Error).message, userId }, 'account closure not announced');
      }
    },
  };
}
