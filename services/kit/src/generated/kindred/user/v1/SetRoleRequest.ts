// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface SetRoleRequest {
  staff_id?: number | string | Long;
  user_id?: number | string | Long;
  role?: string;
}

export interface SetRoleRequest__Output {
  staff_id: number;
  user_id: number;
  role: string;
}
