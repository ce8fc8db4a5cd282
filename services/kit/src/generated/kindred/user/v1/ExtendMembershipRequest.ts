// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ExtendMembershipRequest {
  user_id?: number | string | Long;
  tier?: number;
  months?: number;
  idempotency_key?: string;
}

export interface ExtendMembershipRequest__Output {
  user_id: number;
  tier: number;
  months: number;
  idempotency_key: string;
}
