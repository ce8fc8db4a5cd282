// Original file: proto/kindred/user/v1/user.proto

import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from '../../../kindred/common/v1/Member';

export interface MemberList {
  members?: _kindred_common_v1_Member[];
}

export interface MemberList__Output {
  members: _kindred_common_v1_Member__Output[];
}
