// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ListSessionsRequest {
  user_id?: number | string | Long;
  /**
   * The caller's own token: its session is marked current.
   */
  token?: string;
}

export interface ListSessionsRequest__Output {
  user_id: number;
  /**
   * The caller's own token: its session is marked current.
   */
  token: string;
}
