// Original file: proto/kindred/user/v1/user.proto

import type {
  MemberSession as _kindred_user_v1_MemberSession,
  MemberSession__Output as _kindred_user_v1_MemberSession__Output,
} from '../../../kindred/user/v1/MemberSession';

export interface SessionList {
  sessions?: _kindred_user_v1_MemberSession[];
}

export interface SessionList__Output {
  sessions: _kindred_user_v1_MemberSession__Output[];
}
