// Original file: proto/kindred/user/v1/discovery.proto

import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from '../../../kindred/common/v1/Member';
import type { Long } from '@grpc/proto-loader';

export interface DiscoveryPage {
  members?: _kindred_common_v1_Member[];
  page?: number;
  last_page?: number;
  total?: number;
  member_ids?: (number | string | Long)[];
  /**
   * A shared search page: each member's place in the last-activity order (Unix microseconds, 0: never).
   */
  activity_us?: (number | string | Long)[];
  /**
   * A shared search page: how many members a page shows (member_ids holds over_fetch more after them).
   */
  page_size?: number;
}

export interface DiscoveryPage__Output {
  members: _kindred_common_v1_Member__Output[];
  page: number;
  last_page: number;
  total: number;
  member_ids: number[];
  /**
   * A shared search page: each member's place in the last-activity order (Unix microseconds, 0: never).
   */
  activity_us: number[];
  /**
   * A shared search page: how many members a page shows (member_ids holds over_fetch more after them).
   */
  page_size: number;
}
