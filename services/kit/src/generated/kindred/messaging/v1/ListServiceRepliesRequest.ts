// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ListServiceRepliesRequest {
  message_ids?: (number | string | Long)[];
}

export interface ListServiceRepliesRequest__Output {
  message_ids: number[];
}
