// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface MarkChatReadRequest {
  user_id?: number | string | Long;
  contact?: number | string | Long;
}

export interface MarkChatReadRequest__Output {
  user_id: number;
  contact: number;
}
