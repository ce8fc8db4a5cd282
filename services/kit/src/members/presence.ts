import type { Redis } from '../runtime/redis';

/**
 * Who is online (docs/architecture.md section 4): `{presence}:<uid>` with a TTL refreshed by the chat node
 * while any socket of that user is open, plus a sorted set (uid -> expiry ms) so that lists of
 * online members need no key scan. The `{presence}` hash tag keeps every one of them in one slot of a
 * Redis Cluster, so that the pipelines, MULTI and MGET below stay single-slot.
 */
export const PRESENCE_TTL_SECONDS = 60;
export const PRESENCE_HEARTBEAT_SECONDS = 20;
const INDEX = '{presence}:index';

const key = (userId: number) => `{presence}:${userId}`;

/** Marks users online for another TTL (one round trip for any number of users). */
export async function markOnline(redis: Redis, userIds: number[], now = Date.now()): Promise<void> {
  if (userIds.length === 0) return;
  const expires = now + PRESENCE_TTL_SECONDS * 1000;
  const pipeline = redis.pipeline();
  for (const id of userIds) pipeline.set(key(id), '1', 'EX', PRESENCE_TTL_SECONDS);
  pipeline.zadd(INDEX, ...userIds.flatMap((id) => [expires, String(id)]));
  await pipeline.exec();
}

/** Marks a user offline at once (their last socket closed). */
export async function markOffline(redis: Redis, userId: number): Promise<void> {
  await redis.multi().del(key(userId)).zrem(INDEX, String(userId)).exec();
}

/** Online flags for the given users, in order (1 online, 0 not). */
export async function onlineFlags(redis: Redis, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const values = await redis.mget(userIds.map(key));
  return values.map((value) => (value ? 1 : 0));
}

/** Ids of online users, most recently refreshed first; stale entries are pruned on the way. */
export async function listOnline(redis: Redis, limit = 100, now = Date.now()): Promise<number[]> {
  await redis.zremrangebyscore(INDEX, '-inf', now);
  const ids = await redis.zrevrangebyscore(INDEX, '+inf', now, 'LIMIT', 0, limit);
  return ids.map(Number);
}
