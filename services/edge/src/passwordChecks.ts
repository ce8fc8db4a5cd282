import { z } from 'zod';
import { PASSWORD_CHECK_SCOPE, RateLimitedError, allow, passwordCheckKey } from '@kindred/kit';
import type { EdgeConfig } from './config';
import type { RouteContext } from './route';

/**
 * Every check of a password (sign-in, and the password asked again before an export, an email
 * change, a password change or a deletion) shares one limiter: per IP (the routes' `rateLimit`) and
 * per account (kit's `passwordCheckKey`), counted here for the password asked again and by the user
 * service for a sign-in (`signInAttempts`), in the same counters.
 */
export const PASSWORD_CHECKS = {
  scope: PASSWORD_CHECK_SCOPE,
  limit: (config: EdgeConfig) => config.RATE_LIMIT_LOGIN_PER_MIN,
  windowSeconds: 60,
  failClosed: true,
};

/** What a sign-in asks the user service to count toward the account before it checks the password. */
export function signInAttempts(ctx: RouteContext): { attempt_limit: number; attempt_window_seconds: number } {
  return { attempt_limit: PASSWORD_CHECKS.limit(ctx.config), attempt_window_seconds: PASSWORD_CHECKS.windowSeconds };
}

/** The signed-in member's password asked again: one more try on the member's own allowance. */
export async function countPasswordCheck(ctx: RouteContext, userId: number): Promise<void> {
  const { scope, limit, windowSeconds } = PASSWORD_CHECKS;
  const key = passwordCheckKey({ userId });
  if (!(await allow(ctx.redis, ctx.logger, scope, key, limit(ctx.config), windowSeconds, true))) {
    throw new RateLimitedError('rate_limited');
  }
}

/** The member's current password, asked again (not trimmed: it is compared as typed). */
export const stepUpPassword = () => z.string({ error: 'required' }).min(1, 'required').max(200, 'too_long');
