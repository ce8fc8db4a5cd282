import type { AsyncHandlers } from '@kindred/kit';
import type { MessagingStaffServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingStaffService';
import type { ServiceReplies } from '../store/serviceReplies';
import type { RiskCases } from '../domain/riskCases';
import { riskStaffHandlers } from './riskHandlers';

/** gRPC transport of the staff console's messaging calls: who wrote each customer-service reply, the risk queue. */
export function staffHandlers(replies: ServiceReplies, risk: RiskCases): AsyncHandlers<MessagingStaffServiceHandlers> {
  return {
    ...riskStaffHandlers(risk),
    async ListServiceReplies(req) {
      const found = await replies.of(req.message_ids.slice(0, 500));
      return { replies: found.map((r) => ({ message_id: r.messageId, staff_id: r.staffId })) };
    },
  };
}
