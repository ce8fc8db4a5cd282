// Original file: proto/kindred/user/v1/user.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type {
  SessionUser as _kindred_user_v1_SessionUser,
  SessionUser__Output as _kindred_user_v1_SessionUser__Output,
} from '../../../kindred/user/v1/SessionUser';

export interface AuthenticatedSession {
  caller?: _kindred_common_v1_Caller | null;
  /**
   * amount and newfeedcount are left at zero: commerce and social own them.
   */
  user?: _kindred_user_v1_SessionUser | null;
}

export interface AuthenticatedSession__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  /**
   * amount and newfeedcount are left at zero: commerce and social own them.
   */
  user: _kindred_user_v1_SessionUser__Output | null;
}
