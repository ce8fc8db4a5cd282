// Original file: proto/kindred/social/v1/social.proto

import type { Long } from "@grpc/proto-loader";

/**
 * which: i_like | love_me | mutual_like
 */
export interface ListLikesRequest {
  user_id?: number | string | Long;
  which?: string;
}

/**
 * which: i_like | love_me | mutual_like
 */
export interface ListLikesRequest__Output {
  user_id: number;
  which: string;
}
