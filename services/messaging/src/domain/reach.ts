import { UnavailableError } from '@kindred/kit';
import { isCustomerService, type ReachRefusal } from '@kindred/rules';
import type { BlockCheck } from './blocks';
import { startKey, type ChatStartCheck } from './chatStarts';

/**
 * Whether a sender may reach a recipient outside chat (a mail, a gift's message): the visibility
 * policy's reach rules (packages/rules visibility.ts) with the recipient's facts and the blocks as
 * messaging keeps them. A conversation under way (a chat thread, or mail either way) is not a start,
 * so `chat_from` does not refuse it. A fact nobody could answer throws "try again" (unavailable).
 */
export class Reach {
  constructor(
    private readonly sources: {
      blocks?: BlockCheck;
      chatStarts?: ChatStartCheck;
      conversationUnderWay(a: number, b: number): Promise<boolean>;
    },
  ) {}

  async refusal(senderId: number, recipientId: number): Promise<ReachRefusal | null> {
    // Customer service is always reachable and always reaches (docs/architecture.md section 6).
    if (isCustomerService(senderId) || isCustomerService(recipientId)) return null;
    const { blocks, chatStarts } = this.sources;
    const refusal = (await chatStarts?.refusalsAmong([[senderId, recipientId]]))?.get(startKey(senderId, recipientId));
    if (refusal?.underWay === 'unavailable') throw new UnavailableError('unavailable');
    if (refusal?.underWay) return refusal.underWay;
    if (blocks) {
      const answers = await blocks.blockedAmong([[senderId, recipientId]]);
      if (answers.unknown.size) throw new UnavailableError('unavailable');
      if (answers.blocked.size) return 'blocked';
    }
    if (!refusal?.newThread || (await this.sources.conversationUnderWay(senderId, recipientId))) return null;
    if (refusal.newThread === 'unavailable') throw new UnavailableError('unavailable');
    return refusal.newThread;
  }
}
