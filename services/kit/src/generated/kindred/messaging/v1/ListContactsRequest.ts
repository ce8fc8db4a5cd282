// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface ListContactsRequest {
  user_id?: number | string | Long;
}

export interface ListContactsRequest__Output {
  user_id: number;
}
