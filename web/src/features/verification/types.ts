import type { VerificationPose, VerificationState } from '@kindred/rules';

export type { VerificationPose, VerificationState };

/** `/member/verification/status` and `/submit`: where the member's verification stands. */
export interface VerificationStatus {
  state: VerificationState;
  /** What staff said when they refused. */
  reason: string;
  submit_time: number;
  decide_time: number;
}

/** `/member/verification/start`: the pose to take, and until when (seconds). */
export interface AskedPose {
  pose: VerificationPose;
  expire_time: number;
}

/** A request waiting in the staff queue (`/member/admin/verification/list`). */
export interface WaitingVerification {
  id: number;
  member: { id: number; username: string };
  /** The member's approved avatar. */
  avatar: string;
  /** The album photos others see. */
  photos: string[];
  pose: VerificationPose;
  submit_time: number;
}
