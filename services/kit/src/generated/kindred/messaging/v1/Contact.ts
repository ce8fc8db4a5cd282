// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from "@grpc/proto-loader";

export interface Contact {
  uid?: number | string | Long;
  count?: number;
  content?: string;
  create_time?: number | string | Long;
}

export interface Contact__Output {
  uid: number;
  count: number;
  content: string;
  create_time: number;
}
