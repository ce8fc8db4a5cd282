// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetSessionUserRequest {
  user_id?: number | string | Long;
}

export interface GetSessionUserRequest__Output {
  user_id: number;
}
