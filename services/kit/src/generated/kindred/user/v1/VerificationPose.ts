// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

/**
 * pose: an id of packages/rules VERIFICATION_POSES; the app names it. expire_time in seconds.
 */
export interface VerificationPose {
  pose?: string;
  expire_time?: number | string | Long;
}

/**
 * pose: an id of packages/rules VERIFICATION_POSES; the app names it. expire_time in seconds.
 */
export interface VerificationPose__Output {
  pose: string;
  expire_time: number;
}
