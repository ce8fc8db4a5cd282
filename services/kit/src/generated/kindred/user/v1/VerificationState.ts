// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

/**
 * state: none | pending | verified | refused. reason: staff's words when refused. Times in seconds.
 */
export interface VerificationState {
  state?: string;
  reason?: string;
  submit_time?: number | string | Long;
  decide_time?: number | string | Long;
}

/**
 * state: none | pending | verified | refused. reason: staff's words when refused. Times in seconds.
 */
export interface VerificationState__Output {
  state: string;
  reason: string;
  submit_time: number;
  decide_time: number;
}
