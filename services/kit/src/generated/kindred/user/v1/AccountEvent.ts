// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Account events (joined, avatar changed) read by social from the user service's outbox.
 */
export interface AccountEvent {
  id?: number | string | Long;
  type?: string;
  user_id?: number | string | Long;
  create_time?: number | string | Long;
}

/**
 * Account events (joined, avatar changed) read by social from the user service's outbox.
 */
export interface AccountEvent__Output {
  id: number;
  type: string;
  user_id: number;
  create_time: number;
}
