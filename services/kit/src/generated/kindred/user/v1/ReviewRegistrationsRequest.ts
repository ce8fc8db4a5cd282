// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ReviewRegistrationsRequest {
  staff_id?: number | string | Long;
  user_ids?: (number | string | Long)[];
  approve?: boolean;
  reason?: string;
}

export interface ReviewRegistrationsRequest__Output {
  staff_id: number;
  user_ids: number[];
  approve: boolean;
  reason: string;
}
