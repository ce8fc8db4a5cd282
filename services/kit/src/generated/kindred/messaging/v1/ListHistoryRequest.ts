// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Older messages than (before_mid) or, when 0, than the second before_create_time; both 0: newest.
 */
export interface ListHistoryRequest {
  user_id?: number | string | Long;
  contact?: number | string | Long;
  before_create_time?: number | string | Long;
  before_mid?: number | string | Long;
}

/**
 * Older messages than (before_mid) or, when 0, than the second before_create_time; both 0: newest.
 */
export interface ListHistoryRequest__Output {
  user_id: number;
  contact: number;
  before_create_time: number;
  before_mid: number;
}
