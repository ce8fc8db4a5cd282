// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface CountTrendsRequest {
  user_id?: number | string | Long;
}

export interface CountTrendsRequest__Output {
  user_id: number;
}
