import type { AsyncHandlers } from '@kindred/kit';
import type { MessagingStaffServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingStaffService';
import type { ServiceReplies } from '../store/serviceReplies';

/** gRPC transport of the staff console's messaging call: who wrote each customer-service reply. */
export function staffHandlers(replies: ServiceReplies): AsyncHandlers<MessagingStaffServiceHandlers> {
  return {
    async ListServiceReplies(req) {
      const found = await replies.of(req.message_ids.slice(0, 500));
      return { replies: found.map((r) => ({ message_id: r.messageId, staff_id: r.staffId })) };
    },
  };
}
