// Original file: proto/kindred/social/v1/social.proto

import type { Long } from "@grpc/proto-loader";

export interface CheckBlockedRequest {
  a?: number | string | Long;
  b?: number | string | Long;
}

export interface CheckBlockedRequest__Output {
  a: number;
  b: number;
}
