// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from "@grpc/proto-loader";

export interface ListHistoryRequest {
  user_id?: number | string | Long;
  contact?: number | string | Long;
  before_create_time?: number | string | Long;
  before_mid?: number | string | Long;
}

export interface ListHistoryRequest__Output {
  user_id: number;
  contact: number;
  before_create_time: number;
  before_mid: number;
}
