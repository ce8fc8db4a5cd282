// Original file: proto/kindred/messaging/v1/push.proto

import type { Long } from '@grpc/proto-loader';

export interface RemovePushSubscriptionRequest {
  user_id?: number | string | Long;
  endpoint?: string;
}

export interface RemovePushSubscriptionRequest__Output {
  user_id: number;
  endpoint: string;
}
