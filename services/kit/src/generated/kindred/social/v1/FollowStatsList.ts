// Original file: proto/kindred/social/v1/social.proto

import type {
  FollowStats as _kindred_social_v1_FollowStats,
  FollowStats__Output as _kindred_social_v1_FollowStats__Output,
} from '../../../kindred/social/v1/FollowStats';
import type { Long } from '@grpc/proto-loader';

export interface FollowStatsList {
  stats?: _kindred_social_v1_FollowStats[];
  /**
   * With with_blocked: the ids in a blocked pair with the viewer.
   */
  blocked_ids?: (number | string | Long)[];
  /**
   * With with_followed: whom the viewer follows, all of them when followed_complete.
   */
  followed_ids?: (number | string | Long)[];
  followed_complete?: boolean;
}

export interface FollowStatsList__Output {
  stats: _kindred_social_v1_FollowStats__Output[];
  /**
   * With with_blocked: the ids in a blocked pair with the viewer.
   */
  blocked_ids: number[];
  /**
   * With with_followed: whom the viewer follows, all of them when followed_complete.
   */
  followed_ids: number[];
  followed_complete: boolean;
}
