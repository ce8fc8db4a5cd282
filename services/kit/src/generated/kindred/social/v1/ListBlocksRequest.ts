// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface ListBlocksRequest {
  user_id?: number | string | Long;
  /**
   * Every member blocked by user_id or blocking user_id, in no order (the edge leaves them out of
   * user_id's member lists); otherwise whom user_id blocked, newest first.
   */
  either_way?: boolean;
}

export interface ListBlocksRequest__Output {
  user_id: number;
  /**
   * Every member blocked by user_id or blocking user_id, in no order (the edge leaves them out of
   * user_id's member lists); otherwise whom user_id blocked, newest first.
   */
  either_way: boolean;
}
