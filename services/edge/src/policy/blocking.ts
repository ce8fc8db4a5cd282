/**
 * The blocked pair, the one rule the edge applies across services: a member and someone they blocked,
 * or who blocked them, see neither the other's profile nor photos and send each other no gift. Social
 * owns the blocks (and refuses follows and feed items itself); messaging refuses chat and mail itself.
 * Without a social service (a partial deployment) nothing is refused.
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
  const check = await ctx.clients.social?.CheckBlocked({ a: callerId, b: memberId });
  if (!check?.blocked) return;
  throw answer === 'refused' ? new RefusedError('blocked') : new NotAllowedError('blocked');
}
