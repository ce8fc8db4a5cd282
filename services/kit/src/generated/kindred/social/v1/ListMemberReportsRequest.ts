// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

/**
 * role: target (reports received) | reporter (reports made).
 */
export interface ListMemberReportsRequest {
  user_id?: number | string | Long;
  role?: string;
  limit?: number;
}

/**
 * role: target (reports received) | reporter (reports made).
 */
export interface ListMemberReportsRequest__Output {
  user_id: number;
  role: string;
  limit: number;
}
