// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface AccountIdRequest {
  user_id?: number | string | Long;
}

export interface AccountIdRequest__Output {
  user_id: number;
}
