// Original file: proto/kindred/user/v1/user.proto

export interface RequestPasswordResetRequest {
  email?: string;
  /**
   * Base URL of the site the reset link points at (from the edge's config).
   */
  site_url?: string;
}

export interface RequestPasswordResetRequest__Output {
  email: string;
  /**
   * Base URL of the site the reset link points at (from the edge's config).
   */
  site_url: string;
}
