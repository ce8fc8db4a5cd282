// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

export interface DecideVerificationRequest {
  user_id?: number | string | Long;
  staff_id?: number | string | Long;
  approve?: boolean;
  /**
   * Required to refuse; the member reads it.
   */
  reason?: string;
}

export interface DecideVerificationRequest__Output {
  user_id: number;
  staff_id: number;
  approve: boolean;
  /**
   * Required to refuse; the member reads it.
   */
  reason: string;
}
