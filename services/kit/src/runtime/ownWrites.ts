import type { Logger } from './logger';
import type { Redis } from './redis';

/**
 * Members who wrote within the last `windowMs`: their reads go to the primary, so that what they
 * just posted, followed, sent or changed is in their next answer even when a replica has not
 * replayed it yet (docs/capacity.md, "Read replicas").
 */
export interface OwnWrites {
  wrote(member: number): Promise<void>;
  wroteRecently(member: number): Promise<boolean>;
}

/** Local entries are swept once the map holds this many. */
const SWEEP_AT = 10_000;

/**
 * Kept in Redis with the window as expiry, so that every process of the service (its pods) sees a
 * write another one answered; this process's own writes are also remembered here, without a round
 * trip. With Redis away a member who may have written reads from the primary.
 */
export function ownWritesInRedis(
  redis: Redis,
  scope: string,
  windowMs: number,
  logger: Logger,
  now: () => number = Date.now,
): OwnWrites {
  const local = new Map<number, number>();
  const key = (member: number) => `own-writes:${scope}:${member}`;
  const sweep = () => {
    const at = now();
    for (const [member, until] of local) if (until <= at) local.delete(member);
  };
  return {
    async wrote(member) {
      if (local.size >= SWEEP_AT) sweep();
      local.set(member, now() + windowMs);
      await redis.set(key(member), '1', 'PX', windowMs).catch((err: Error) => {
        logger.warn(
          { err: err.message, member },
          'own write not recorded in Redis: other processes may read a replica',
        );
      });
    },
    async wroteRecently(member) {
      const until = local.get(member);
      if (until !== undefined && until > now()) return true;
      try {
        return (await redis.exists(key(member))) === 1;
      } catch {
        return true;
      }
    },
  };
}
