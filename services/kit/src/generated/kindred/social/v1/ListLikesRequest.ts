// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * which: i_like (members user_id follows) | love_me (members following user_id) | mutual_like.
 * Newest first, at most `limit` (default and cap 200).
 */
export interface ListLikesRequest {
  user_id?: number | string | Long;
  which?: string;
  limit?: number;
  /**
   * 1-based page of `limit` (at most 200) members, newest follow first; 0 is the first page.
   */
  page?: number;
}

/**
 * which: i_like (members user_id follows) | love_me (members following user_id) | mutual_like.
 * Newest first, at most `limit` (default and cap 200).
 */
export interface ListLikesRequest__Output {
  user_id: number;
  which: string;
  limit: number;
  /**
   * 1-based page of `limit` (at most 200) members, newest follow first; 0 is the first page.
   */
  page: number;
}
