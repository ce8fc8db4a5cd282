/**
 * Whether a member may reach another outside chat and mail (a gift), as messaging decides it with the
 * one visibility policy (CheckReach: blocks, the recipient's `chat_from`, an account gone or in its
 * deletion grace period). A gift itself is no conversation: only a gift carrying a message is refused
 * by `chat_from`, and then only when no conversation is under way (docs/privacy.md, "Presence and
 * reaching"). Fails closed: messaging, user or social away answers -503 "try again".
 */
import { NotFoundError, RefusedError, UnavailableError } from '@kindred/kit';
import type { RouteContext } from '../route';

export async function refuseUnreachable(
  ctx: RouteContext,
  callerId: number,
  memberId: number,
  withMessage: boolean,
): Promise<void> {
  if (!ctx.clients.messaging) throw new UnavailableError('unavailable');
  const { refusal } = await ctx.clients.messaging.CheckReach({ sender_id: callerId, recipient_id: memberId });
  if (refusal === 'user_not_found') throw new NotFoundError('user_not_found');
  if (refusal === 'blocked' || (refusal === 'chat_closed' && withMessage)) throw new RefusedError(refusal);
}
