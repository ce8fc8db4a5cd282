// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * For each id: does the viewer follow it (is_like) and how many members follow it (likecount).
 * One call per page of members; answers in the order of `ids`.
 */
export interface GetFollowStatsRequest {
  viewer_id?: number | string | Long;
  ids?: (number | string | Long)[];
  /**
   * Also answer which of ids block the viewer or are blocked by them (a profile read: one call, not two).
   */
  with_blocked?: boolean;
  /**
   * Also answer every member the viewer follows (up to 1,000): an edge keeps them for the viewer's next pages.
   */
  with_followed?: boolean;
}

/**
 * For each id: does the viewer follow it (is_like) and how many members follow it (likecount).
 * One call per page of members; answers in the order of `ids`.
 */
export interface GetFollowStatsRequest__Output {
  viewer_id: number;
  ids: number[];
  /**
   * Also answer which of ids block the viewer or are blocked by them (a profile read: one call, not two).
   */
  with_blocked: boolean;
  /**
   * Also answer every member the viewer follows (up to 1,000): an edge keeps them for the viewer's next pages.
   */
  with_followed: boolean;
}
