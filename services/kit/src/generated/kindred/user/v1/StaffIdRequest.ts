// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffIdRequest {
  staff_id?: number | string | Long;
}

export interface StaffIdRequest__Output {
  staff_id: number;
}
