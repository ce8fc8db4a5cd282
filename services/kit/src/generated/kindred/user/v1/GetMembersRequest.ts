// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMembersRequest {
  ids?: (number | string | Long)[];
}

export interface GetMembersRequest__Output {
  ids: number[];
}
