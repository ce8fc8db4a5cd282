// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

/**
 * state: pending | approved | refused.
 */
export interface VerificationRequest {
  id?: number | string | Long;
  user_id?: number | string | Long;
  username?: string;
  /**
   * The member's approved avatar (what staff compare the selfie with, beside the album).
   */
  avatar?: string;
  pose?: string;
  state?: string;
  reason?: string;
  submit_time?: number | string | Long;
  decide_time?: number | string | Long;
  staff_id?: number | string | Long;
  /**
   * The selfie's private object (empty once removed).
   */
  selfie_key?: string;
}

/**
 * state: pending | approved | refused.
 */
export interface VerificationRequest__Output {
  id: number;
  user_id: number;
  username: string;
  /**
   * The member's approved avatar (what staff compare the selfie with, beside the album).
   */
  avatar: string;
  pose: string;
  state: string;
  reason: string;
  submit_time: number;
  decide_time: number;
  staff_id: number;
  /**
   * The selfie's private object (empty once removed).
   */
  selfie_key: string;
}
