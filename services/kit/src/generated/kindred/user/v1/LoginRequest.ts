// Original file: proto/kindred/user/v1/user.proto

export interface LoginRequest {
  account?: string;
  password?: string;
  /**
   * The one-time code of a staff account with two-factor on.
   */
  totp?: string;
}

export interface LoginRequest__Output {
  account: string;
  password: string;
  /**
   * The one-time code of a staff account with two-factor on.
   */
  totp: string;
}
