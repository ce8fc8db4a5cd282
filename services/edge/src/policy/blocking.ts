/**
 * The blocked pair, the one rule the edge applies across services: a member and someone they blocked,
 * or who blocked them, see neither the other's profile nor photos. Social owns the blocks (and refuses
 * follows and feed items itself); messaging refuses chat, mail and gift messages itself (its
 * CheckReach). Looking (-403) reads the pair the edge keeps for profiles (memberFigures.ts, dropped at
 * once by social's announcement of a block made or lifted); acting asks social every time. The check
 * fails closed: without an answer from social (down, or not deployed) the call answers -503 "try
 * again", never "allowed" (docs/privacy.md, "Presence and reaching").
 */
import { NotAllowedError, RefusedError, UnavailableError } from '@kindred/kit';
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
  if (blocked === undefined) {
    if (!ctx.clients.social) throw new UnavailableError('unavailable');
    const ticket = kept.ticket();
    blocked = (await ctx.clients.social.CheckBlocked({ a: callerId, b: memberId })).blocked;
    if (callerId !== memberId) kept.keepBlocked(callerId, memberId, blocked, ticket);
  }
  if (!blocked) return;
  throw answer === 'refused' ? new RefusedError('blocked') : new NotAllowedError('blocked');
}

/**
 * Everyone the viewer blocked or is blocked by (social's ListBlocks `either_way`), sorted: the member
 * lists leave them out. Kept with the viewer's list pages (memberFigures.ts) until social announces a
 * block of the viewer made or lifted; without social the answer is "try again", never "nobody".
 */
export async function blockedPairsOf(ctx: RouteContext, viewerId: number): Promise<number[]> {
  const kept = ctx.memberFigures;
  const known = kept.listPage(viewerId, 'blocked-either-way');
  if (known) return known;
  if (!ctx.clients.social) throw new UnavailableError('unavailable');
  const ticket = kept.ticket();
  const { ids } = await ctx.clients.social.ListBlocks({ user_id: viewerId, either_way: true });
  const sorted = ids.map(Number).sort((a, b) => a - b);
  kept.keepListPage(viewerId, 'blocked-either-way', sorted, ticket);
  return sorted;
}
