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
}
