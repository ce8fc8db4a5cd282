// Original file: proto/kindred/common/v1/member_data.proto

import type {
  MemberDataArea as _kindred_common_v1_MemberDataArea,
  MemberDataArea__Output as _kindred_common_v1_MemberDataArea__Output,
} from '../../../kindred/common/v1/MemberDataArea';

export interface MemberDataAreas {
  areas?: _kindred_common_v1_MemberDataArea[];
}

export interface MemberDataAreas__Output {
  areas: _kindred_common_v1_MemberDataArea__Output[];
}
