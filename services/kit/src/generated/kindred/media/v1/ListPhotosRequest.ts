// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Others (viewer_id 0 or another member) get the approved photos only (post-moderation: all but
 * rejected ones); the owner gets every photo with its review state.
 */
export interface ListPhotosRequest {
  user_id?: number | string | Long;
  viewer_id?: number | string | Long;
}

/**
 * Others (viewer_id 0 or another member) get the approved photos only (post-moderation: all but
 * rejected ones); the owner gets every photo with its review state.
 */
export interface ListPhotosRequest__Output {
  user_id: number;
  viewer_id: number;
}
