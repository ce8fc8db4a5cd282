// Original file: proto/kindred/user/v1/user.proto

import type {
  SessionUser as _kindred_user_v1_SessionUser,
  SessionUser__Output as _kindred_user_v1_SessionUser__Output,
} from '../../../kindred/user/v1/SessionUser';

export interface SessionResponse {
  user?: _kindred_user_v1_SessionUser | null;
}

export interface SessionResponse__Output {
  user: _kindred_user_v1_SessionUser__Output | null;
}
