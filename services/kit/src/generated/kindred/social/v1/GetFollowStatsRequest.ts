// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * For each id: does the viewer follow it (is_like) and how many members follow it (likecount).
 * One call per page of members; answers in the order of `ids`.
 */
export interface GetFollowStatsRequest {
  viewer_id?: number | string | Long;
  ids?: (number | string | Long)[];
}

/**
 * For each id: does the viewer follow it (is_like) and how many members follow it (likecount).
 * One call per page of members; answers in the order of `ids`.
 */
export interface GetFollowStatsRequest__Output {
  viewer_id: number;
  ids: number[];
}
