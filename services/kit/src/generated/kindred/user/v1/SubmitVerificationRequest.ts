// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

export interface SubmitVerificationRequest {
  user_id?: number | string | Long;
  pose?: string;
  /**
   * The private object media stored the selfie under (StoreSelfie).
   */
  selfie_key?: string;
}

export interface SubmitVerificationRequest__Output {
  user_id: number;
  pose: string;
  /**
   * The private object media stored the selfie under (StoreSelfie).
   */
  selfie_key: string;
}
