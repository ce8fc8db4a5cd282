/**
 * The blocked pair, the one rule the edge applies across services: a member and someone they blocked,
 * or who blocked them, see neither the other's profile nor photos and send each other no gift. Social
 * owns the blocks (and refuses follows and feed items itself); messaging refuses chat and mail itself.
 * Without a social service (a partial deployment) nothing is refused. Looking (-403) reads the pair the
 * edge keeps for profiles (memberFigures.ts, dropped at once by social's announcement of a block made
 * or lifted); acting asks social every time.
 */
import { NotAllowedError, RefusedError } from '@kindred/kit';
import type { RouteContext } from '../route';

/** How a route answers a blocked pair: not allowed (-403) to look, or refused (the call's own code) to act. */
export type BlockedAnswer = 'not_allowed' | 'refused';

export async function refuseBlockedPair(
  ctx: RouteContext,
  callerId: number,
  memberId: number,
  answer: BlockedAnswer = 'not_allowed',
): Promise<void> {
  const kept = ctx.memberFigures;
  let blocked = answer === 'not_allowed' && callerId !== memberId ? kept.blocked(callerId, memberId) : undefined;
  if (blocked === undefined && ctx.clients.social) {
    const ticket = kept.ticket();
    blocked = (await ctx.clients.social.CheckBlocked({ a: callerId, b: memberId })).blocked;
    if (callerId !== memberId) kept.keepBlocked(callerId, memberId, blocked, ticket);
  }
  if (!blocked) return;
  throw answer === 'refused' ? new RefusedError('blocked') : new NotAllowedError('blocked');
}
