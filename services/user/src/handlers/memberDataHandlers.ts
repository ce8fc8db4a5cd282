import { toMemberDataAreas, type AsyncHandlers } from '@kindred/kit';
import type { MemberDataServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/MemberDataService';
import type { AccountDeletion } from '@kindred/kit/generated/kindred/user/v1/AccountDeletion';
import type { MemberData } from '../domain/memberData';
import type { PendingDeletion } from '../store/memberDataStore';

const deletion = (userId: number, pending: PendingDeletion | null): AccountDeletion => ({
  user_id: userId,
  username: pending?.username ?? '',
  request_time: pending?.requestTime ?? 0,
  due_time: pending?.dueTime ?? 0,
});

/** gRPC transport of the member's data rights: request -> domain -> response. */
export function memberDataHandlers(memberData: MemberData): AsyncHandlers<MemberDataServiceHandlers> {
  return {
    async RequestAccountDeletion(req) {
      return deletion(req.user_id, await memberData.requestDeletion(req.user_id, req.password));
    },
    async GetAccountDeletion(req) {
      return deletion(req.user_id, await memberData.findDeletion(req.user_id));
    },
    async ListPendingDeletions() {
      return { deletions: (await memberData.pendingDeletions()).map((d) => deletion(d.userId, d)) };
    },
    async AnnounceMemberExport(req) {
      await memberData.announceExport(req.user_id, req.link, req.expire_time, req.idempotency_key);
      return {};
    },
    async ExportMemberData(req) {
      return toMemberDataAreas(await memberData.exportAreas(req.user_id));
    },
  };
}
