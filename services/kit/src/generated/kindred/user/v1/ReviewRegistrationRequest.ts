// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ReviewRegistrationRequest {
  staff_id?: number | string | Long;
  user_id?: number | string | Long;
  approve?: boolean;
}

export interface ReviewRegistrationRequest__Output {
  staff_id: number;
  user_id: number;
  approve: boolean;
}
