import { z } from 'zod';
import { RateLimitedError } from '@kindred/kit';
import type { EdgeConfig } from './config';
import { allow } from './rateLimit';
import type { RouteContext } from './route';

/**
 * Every check of a password (sign-in, and the password asked again before an export, an email
 * change, a password change or a deletion) shares one limiter: per IP (the routes' `rateLimit`) and
 * per account, keyed on the account itself, so that `" alice"`, `"ALICE"`, alice's email and a
 * stolen session of hers all draw on alice's one allowance (docs/privacy.md, "Step-up").
 */
export const PASSWORD_CHECKS = {
  scope: 'login',
  limit: (config: EdgeConfig) => config.RATE_LIMIT_LOGIN_PER_MIN,
  windowSeconds: 60,
  failClosed: true,
};

async function countAccount(ctx: RouteContext, key: string): Promise<void> {
  const { scope, limit, windowSeconds } = PASSWORD_CHECKS;
  if (!(await allow(ctx.redis, ctx.logger, scope, key, limit(ctx.config), windowSeconds, true))) {
    throw new RateLimitedError('rate_limited');
  }
}

/** A sign-in attempt counts toward the account the name belongs to, or toward the name when none. */
export async function countSignInAttempt(ctx: RouteContext, accountName: string): Promise<void> {
  const normalised = accountName.trim().toLowerCase();
  const { user_id } = await ctx.clients.accountSecurity.FindLoginAccount({ account: normalised });
  await countAccount(ctx, user_id > 0 ? `account:id:${user_id}` : `account:name:${normalised.slice(0, 100)}`);
}

/** The signed-in member's password asked again: one more try on the member's own allowance. */
export function countPasswordCheck(ctx: RouteContext, userId: number): Promise<void> {
  return countAccount(ctx, `account:id:${userId}`);
}

/** The member's current password, asked again (not trimmed: it is compared as typed). */
export const stepUpPassword = () => z.string({ error: 'required' }).min(1, 'required').max(200, 'too_long');
