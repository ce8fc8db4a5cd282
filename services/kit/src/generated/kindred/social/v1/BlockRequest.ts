// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface BlockRequest {
  user_id?: number | string | Long;
  target_id?: number | string | Long;
}

export interface BlockRequest__Output {
  user_id: number;
  target_id: number;
}
