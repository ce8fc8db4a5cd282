// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface ListBlocksRequest {
  user_id?: number | string | Long;
}

export interface ListBlocksRequest__Output {
  user_id: number;
}
