// Original file: proto/kindred/user/v1/user.proto

export interface LoginRequest {
  account?: string;
  password?: string;
  /**
   * The one-time code of a staff account with two-factor on.
   */
  totp?: string;
  /**
   * "Remember me": a member session lasting 30 days from its last use instead of a short one.
   */
  remember?: boolean;
  /**
   * The browser and the ingress's country (ISO alpha-2, or empty), shown in the sessions list.
   */
  user_agent?: string;
  ip_country?: string;
}

export interface LoginRequest__Output {
  account: string;
  password: string;
  /**
   * The one-time code of a staff account with two-factor on.
   */
  totp: string;
  /**
   * "Remember me": a member session lasting 30 days from its last use instead of a short one.
   */
  remember: boolean;
  /**
   * The browser and the ingress's country (ISO alpha-2, or empty), shown in the sessions list.
   */
  user_agent: string;
  ip_country: string;
}
