// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ChangePasswordRequest {
  user_id?: number | string | Long;
  oldpassword?: string;
  newpassword?: string;
  /**
   * The session that made the change stays signed in; every other session is revoked.
   */
  keep_token?: string;
}

export interface ChangePasswordRequest__Output {
  user_id: number;
  oldpassword: string;
  newpassword: string;
  /**
   * The session that made the change stays signed in; every other session is revoked.
   */
  keep_token: string;
}
