// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface SetAccountStatusRequest {
  user_id?: number | string | Long;
  status?: number;
  reason?: string;
}

export interface SetAccountStatusRequest__Output {
  user_id: number;
  status: number;
  reason: string;
}
