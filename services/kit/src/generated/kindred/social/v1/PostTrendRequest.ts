// Original file: proto/kindred/social/v1/social.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';

/**
 * Needs Allows_newsfeed_to_be_sent; a picture (img, a /media/posts/<caller>/… url) also needs
 * Upload_photo; content or img must be non-empty.
 */
export interface PostTrendRequest {
  caller?: _kindred_common_v1_Caller | null;
  content?: string;
  img?: string;
}

/**
 * Needs Allows_newsfeed_to_be_sent; a picture (img, a /media/posts/<caller>/… url) also needs
 * Upload_photo; content or img must be non-empty.
 */
export interface PostTrendRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  content: string;
  img: string;
}
