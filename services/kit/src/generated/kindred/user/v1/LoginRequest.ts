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
  /**
   * When above 0, the attempt counts toward the account the name belongs to (the name itself when
   * none) before the password is checked, in the edge's password-check counters: past attempt_limit
   * in attempt_window_seconds it is refused (RESOURCE_EXHAUSTED rate_limited), and while Redis is away
   * (UNAVAILABLE). One call instead of FindLoginAccount and Login.
   */
  attempt_limit?: number;
  attempt_window_seconds?: number;
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
  /**
   * When above 0, the attempt counts toward the account the name belongs to (the name itself when
   * none) before the password is checked, in the edge's password-check counters: past attempt_limit
   * in attempt_window_seconds it is refused (RESOURCE_EXHAUSTED rate_limited), and while Redis is away
   * (UNAVAILABLE). One call instead of FindLoginAccount and Login.
   */
  attempt_limit: number;
  attempt_window_seconds: number;
}
