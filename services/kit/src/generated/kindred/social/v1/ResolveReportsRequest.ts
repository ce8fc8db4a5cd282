// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

/**
 * outcome: dismissed | warned | suspended.
 */
export interface ResolveReportsRequest {
  target_id?: number | string | Long;
  outcome?: string;
}

/**
 * outcome: dismissed | warned | suspended.
 */
export interface ResolveReportsRequest__Output {
  target_id: number;
  outcome: string;
}
