// Original file: proto/kindred/user/v1/user.proto

import type {
  MemberSettings as _kindred_user_v1_MemberSettings,
  MemberSettings__Output as _kindred_user_v1_MemberSettings__Output,
} from '../../../kindred/user/v1/MemberSettings';
import type { Long } from '@grpc/proto-loader';

export interface SaveMemberSettingsRequest {
  user_id?: number | string | Long;
  settings?: _kindred_user_v1_MemberSettings | null;
}

export interface SaveMemberSettingsRequest__Output {
  user_id: number;
  settings: _kindred_user_v1_MemberSettings__Output | null;
}
