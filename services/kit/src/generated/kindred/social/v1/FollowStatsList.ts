// Original file: proto/kindred/social/v1/social.proto

import type {
  FollowStats as _kindred_social_v1_FollowStats,
  FollowStats__Output as _kindred_social_v1_FollowStats__Output,
} from '../../../kindred/social/v1/FollowStats';

export interface FollowStatsList {
  stats?: _kindred_social_v1_FollowStats[];
}

export interface FollowStatsList__Output {
  stats: _kindred_social_v1_FollowStats__Output[];
}
