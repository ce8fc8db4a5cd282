// Original file: proto/kindred/user/v1/member_data.proto

import type { Long } from '@grpc/proto-loader';

/**
 * due_time 0: no deletion pending. Seconds.
 */
export interface AccountDeletion {
  user_id?: number | string | Long;
  username?: string;
  request_time?: number | string | Long;
  due_time?: number | string | Long;
}

/**
 * due_time 0: no deletion pending. Seconds.
 */
export interface AccountDeletion__Output {
  user_id: number;
  username: string;
  request_time: number;
  due_time: number;
}
