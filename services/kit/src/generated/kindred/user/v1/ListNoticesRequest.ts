// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ListNoticesRequest {
  user_id?: number | string | Long;
}

export interface ListNoticesRequest__Output {
  user_id: number;
}
