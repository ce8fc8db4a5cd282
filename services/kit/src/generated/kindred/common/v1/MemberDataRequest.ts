// Original file: proto/kindred/common/v1/member_data.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A member's own data as one service holds it, for "Download my data" (docs/privacy.md).
 */
export interface MemberDataRequest {
  user_id?: number | string | Long;
}

/**
 * A member's own data as one service holds it, for "Download my data" (docs/privacy.md).
 */
export interface MemberDataRequest__Output {
  user_id: number;
}
