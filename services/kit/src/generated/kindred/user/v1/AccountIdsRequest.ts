// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface AccountIdsRequest {
  user_ids?: (number | string | Long)[];
}

export interface AccountIdsRequest__Output {
  user_ids: number[];
}
