// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteTrendRequest {
  user_id?: number | string | Long;
  id?: number | string | Long;
}

export interface DeleteTrendRequest__Output {
  user_id: number;
  id: number;
}
