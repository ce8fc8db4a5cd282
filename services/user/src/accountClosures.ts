import type { Logger, Redis } from '@kindred/kit';
import type { AccountClosures } from './domain/staff';

/** The channel every chat node listens on to close an account's sockets (services/chat/src/accountClosures.ts). */
export const ACCOUNT_CLOSED_CHANNEL = 'account:closed';

/**
 * Publishes the closed account's id. Channels carry the deployment's key prefix by hand (ioredis
 * prefixes keys only). The sessions are already revoked in Postgres, so a lost message only delays
 * the close until the chat node's next rights refresh.
 */
export function redisAccountClosures(redis: Redis, keyPrefix: string, logger: Logger): AccountClosures {
  return {
    async announce(userId) {
      try {
        await redis.publish(`${keyPrefix}${ACCOUNT_CLOSED_CHANNEL}`, String(userId));
      } catch (err) {
        logger.warn({ err: (err as Error).message, userId }, 'account closure not announced');
      }
    },
  };
}
