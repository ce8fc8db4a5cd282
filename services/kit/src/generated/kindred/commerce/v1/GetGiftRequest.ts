// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface GetGiftRequest {
  id?: number | string | Long;
}

export interface GetGiftRequest__Output {
  id: number;
}
