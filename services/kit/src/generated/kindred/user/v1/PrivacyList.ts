// Original file: proto/kindred/user/v1/user.proto

import type {
  MemberPrivacy as _kindred_user_v1_MemberPrivacy,
  MemberPrivacy__Output as _kindred_user_v1_MemberPrivacy__Output,
} from '../../../kindred/user/v1/MemberPrivacy';

export interface PrivacyList {
  members?: _kindred_user_v1_MemberPrivacy[];
}

export interface PrivacyList__Output {
  members: _kindred_user_v1_MemberPrivacy__Output[];
}
