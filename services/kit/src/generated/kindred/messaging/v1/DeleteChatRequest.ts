// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteChatRequest {
  user_id?: number | string | Long;
  contact?: number | string | Long;
}

export interface DeleteChatRequest__Output {
  user_id: number;
  contact: number;
}
