// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Blocked in either direction.
 */
export interface CheckBlockedRequest {
  a?: number | string | Long;
  b?: number | string | Long;
}

/**
 * Blocked in either direction.
 */
export interface CheckBlockedRequest__Output {
  a: number;
  b: number;
}
