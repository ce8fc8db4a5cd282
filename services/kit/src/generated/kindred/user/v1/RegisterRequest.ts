// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface RegisterRequest {
  username?: string;
  email?: string;
  password?: string;
  sex?: number;
  birthday?: number | string | Long;
  country?: string;
  laid?: string;
  code?: string;
  /**
   * Recorded for staff review (docs/staff-api.md).
   */
  signup_ip?: string;
  /**
   * The browser and the ingress's country of the first session (the member's sessions list).
   */
  user_agent?: string;
  ip_country?: string;
}

export interface RegisterRequest__Output {
  username: string;
  email: string;
  password: string;
  sex: number;
  birthday: number;
  country: string;
  laid: string;
  code: string;
  /**
   * Recorded for staff review (docs/staff-api.md).
   */
  signup_ip: string;
  /**
   * The browser and the ingress's country of the first session (the member's sessions list).
   */
  user_agent: string;
  ip_country: string;
}
