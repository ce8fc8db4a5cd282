// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface CheckReachRequest {
  sender_id?: number | string | Long;
  recipient_id?: number | string | Long;
}

export interface CheckReachRequest__Output {
  sender_id: number;
  recipient_id: number;
}
