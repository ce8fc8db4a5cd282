// Original file: proto/kindred/common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Who is calling, as the edge resolved it from the token.
 */
export interface Caller {
  user_id?: number | string | Long;
  vip?: number;
  sex?: number;
  status?: number;
  role?: string;
  authorities?: string[];
  username?: string;
  /**
   * A staff session that must confirm two-factor before any other staff call (STAFF_2FA=required).
   */
  totp_pending?: boolean;
}

/**
 * Who is calling, as the edge resolved it from the token.
 */
export interface Caller__Output {
  user_id: number;
  vip: number;
  sex: number;
  status: number;
  role: string;
  authorities: string[];
  username: string;
  /**
   * A staff session that must confirm two-factor before any other staff call (STAFF_2FA=required).
   */
  totp_pending: boolean;
}
