// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMemberRequest {
  viewer_id?: number | string | Long;
  id?: number | string | Long;
}

export interface GetMemberRequest__Output {
  viewer_id: number;
  id: number;
}
