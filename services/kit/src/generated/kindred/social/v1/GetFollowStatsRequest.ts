// Original file: proto/kindred/social/v1/social.proto

import type { Long } from "@grpc/proto-loader";

export interface GetFollowStatsRequest {
  viewer_id?: number | string | Long;
  ids?: (number | string | Long)[];
}

export interface GetFollowStatsRequest__Output {
  viewer_id: number;
  ids: number[];
}
