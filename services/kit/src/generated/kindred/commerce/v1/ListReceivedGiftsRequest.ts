// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface ListReceivedGiftsRequest {
  user_id?: number | string | Long;
}

export interface ListReceivedGiftsRequest__Output {
  user_id: number;
}
