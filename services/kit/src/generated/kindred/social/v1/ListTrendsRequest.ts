// Original file: proto/kindred/social/v1/social.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

/**
 * scope: all | mine | member (author_id). 20 a page, newest first. Items of a blocked pair are
 * left out of `all`; `member` of a blocked pair is refused (not_allowed, reason blocked).
 */
export interface ListTrendsRequest {
  caller?: _kindred_common_v1_Caller | null;
  scope?: string;
  author_id?: number | string | Long;
  page?: number;
  /**
   * Keyset paging for scrolling clients: the items after (older than) this item id; `page` is then ignored.
   */
  before_id?: number | string | Long;
}

/**
 * scope: all | mine | member (author_id). 20 a page, newest first. Items of a blocked pair are
 * left out of `all`; `member` of a blocked pair is refused (not_allowed, reason blocked).
 */
export interface ListTrendsRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  scope: string;
  author_id: number;
  page: number;
  /**
   * Keyset paging for scrolling clients: the items after (older than) this item id; `page` is then ignored.
   */
  before_id: number;
}
