import type { Logger, Redis } from '@kindred/kit';

/**
 * Fixed-window counter in Redis (`rl:<scope>:<key>`). Answers whether the call may go on.
 * When Redis is down the edge keeps serving (fails open) and says so in the log.
 */
export async function allow(
  redis: Redis,
  logger: Logger,
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<boolean> {
  const name = `rl:${scope}:${key}`;
  try {
    const [[, count]] = (await redis.multi().incr(name).expire(name, windowSeconds, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count <= limit;
  } catch (err) {
    logger.warn({ err: (err as Error).message, scope }, 'rate limit unavailable');
    return true;
  }
}
