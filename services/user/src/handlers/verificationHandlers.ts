import type { AsyncHandlers } from '@kindred/kit';
import type { VerificationServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/VerificationService';
import type { VerificationRequest } from '@kindred/kit/generated/kindred/user/v1/VerificationRequest';
import type { VerificationState } from '@kindred/kit/generated/kindred/user/v1/VerificationState';
import type { MemberVerification, Verification } from '../domain/verification';
import type { VerificationRecord, WaitingVerification } from '../store/verificationStore';

const seconds = (ms: number) => Math.floor(ms / 1000);

const stateMessage = (v: MemberVerification): VerificationState => ({
  state: v.state,
  reason: v.reason,
  submit_time: v.submitTime,
  decide_time: v.decideTime,
});

const requestMessage = (
  r: VerificationRecord & Partial<Pick<WaitingVerification, 'username' | 'avatar'>>,
): VerificationRequest => ({
  id: r.id,
  user_id: r.userId,
  username: r.username ?? '',
  avatar: r.avatar ?? '',
  pose: r.pose,
  state: r.state,
  reason: r.reason,
  submit_time: seconds(r.submittedAt),
  decide_time: seconds(r.decidedAt),
  staff_id: r.staffId,
  selfie_key: r.selfieKey ?? '',
});

/** VerificationService over gRPC: requests mapped to the domain and back (docs/safety.md). */
export function verificationHandlers(verification: Verification): AsyncHandlers<VerificationServiceHandlers> {
  return {
    async StartVerification(req) {
      const asked = await verification.start(req.user_id);
      return { pose: asked.pose, expire_time: asked.expireTime };
    },
    async SubmitVerification(req) {
      return stateMessage(await verification.submit(req.user_id, req.pose, req.selfie_key));
    },
    async GetVerificationState(req) {
      return stateMessage(await verification.state(req.user_id));
    },
    async ListPendingVerifications(req) {
      const page = await verification.queue(req.page);
      return { items: page.items.map(requestMessage), page: page.page, last_page: page.lastPage, total: page.total };
    },
    async GetPendingVerification(req) {
      return requestMessage(await verification.pendingOf(req.user_id));
    },
    async DecideVerification(req) {
      return requestMessage(await verification.decide(req.user_id, req.staff_id, req.approve, req.reason));
    },
  };
}
