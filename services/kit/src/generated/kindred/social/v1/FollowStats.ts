// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface FollowStats {
  id?: number | string | Long;
  is_like?: number;
  likecount?: number;
}

export interface FollowStats__Output {
  id: number;
  is_like: number;
  likecount: number;
}
