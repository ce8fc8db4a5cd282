// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from "@grpc/proto-loader";

export interface GetBalanceRequest {
  user_id?: number | string | Long;
}

export interface GetBalanceRequest__Output {
  user_id: number;
}
