// Original file: proto/kindred/user/v1/user.proto

import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from '../../../kindred/common/v1/Member';
import type { Long } from '@grpc/proto-loader';

export interface MemberList {
  members?: _kindred_common_v1_Member[];
  /**
   * A list asked with ids_only: its members' ids in the list's order, and no members.
   */
  member_ids?: (number | string | Long)[];
}

export interface MemberList__Output {
  members: _kindred_common_v1_Member__Output[];
  /**
   * A list asked with ids_only: its members' ids in the list's order, and no members.
   */
  member_ids: number[];
}
