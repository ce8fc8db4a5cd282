// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface MemberSession {
  id?: number | string | Long;
  browser?: string;
  os?: string;
  /**
   * mobile, tablet or desktop.
   */
  device?: string;
  country?: string;
  first_used?: number | string | Long;
  last_used?: number | string | Long;
  current?: boolean;
}

export interface MemberSession__Output {
  id: number;
  browser: string;
  os: string;
  /**
   * mobile, tablet or desktop.
   */
  device: string;
  country: string;
  first_used: number;
  last_used: number;
  current: boolean;
}
