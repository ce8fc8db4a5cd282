// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from "@grpc/proto-loader";

export interface MarkMailReadRequest {
  user_id?: number | string | Long;
  id?: number | string | Long;
}

export interface MarkMailReadRequest__Output {
  user_id: number;
  id: number;
}
