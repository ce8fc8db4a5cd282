// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ServiceReply {
  message_id?: number | string | Long;
  staff_id?: number | string | Long;
}

export interface ServiceReply__Output {
  message_id: number;
  staff_id: number;
}
