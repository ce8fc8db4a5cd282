// Original file: proto/kindred/user/v1/user.proto

import type {
  SessionUser as _kindred_user_v1_SessionUser,
  SessionUser__Output as _kindred_user_v1_SessionUser__Output,
} from '../../../kindred/user/v1/SessionUser';

export interface SessionResponse {
  user?: _kindred_user_v1_SessionUser | null;
  /**
   * Set (and user unset) when staff rejected the registration: the login is refused with it.
   */
  rejection_reason?: string;
}

export interface SessionResponse__Output {
  user: _kindred_user_v1_SessionUser__Output | null;
  /**
   * Set (and user unset) when staff rejected the registration: the login is refused with it.
   */
  rejection_reason: string;
}
