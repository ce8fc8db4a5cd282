import { UnavailableError } from '../grpc/errors';
import type { Logger } from './logger';
import type { Redis } from './redis';

/**
 * Fixed-window counter in Redis (`rl:<scope>:<key>`). Answers whether the call may go on.
 * When Redis is down a limit that guards nothing costly lets calls through (fails open) and says so
 * in the log; one that guards password guesses (`failClosed`) refuses them with "try again" (-503),
 * since an attacker who can upset Redis would otherwise guess without limit.
 */
export async function allow(
  redis: Redis,
  logger: Logger,
  scope: string,
  key: string,
  limit: number,
  windowSeconds: number,
  failClosed = false,
): Promise<boolean> {
  const name = `rl:${scope}:${key}`;
  try {
    const [[, count]] = (await redis.multi().incr(name).expire(name, windowSeconds, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count <= limit;
  } catch (err) {
    logger.warn({ err: (err as Error).message, scope, failClosed }, 'rate limit unavailable');
    if (failClosed) throw new UnavailableError('rate_limit_unavailable');
    return true;
  }
}

/**
 * Every check of a password (a sign-in at the user service, the password asked again at the edge)
 * draws on one counter per account, keyed on the account itself, so that `" alice"`, `"ALICE"`,
 * alice's email and a stolen session of hers share alice's one allowance (docs/privacy.md, "Step-up");
 * a name no account has is counted by the name.
 */
export const PASSWORD_CHECK_SCOPE = 'login';

export function passwordCheckKey(account: { userId: number } | { name: string }): string {
  return 'userId' in account
    ? `account:id:${account.userId}`
    : `account:name:${account.name.trim().toLowerCase().slice(0, 100)}`;
}
