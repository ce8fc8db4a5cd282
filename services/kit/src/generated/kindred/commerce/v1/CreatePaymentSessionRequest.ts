// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface CreatePaymentSessionRequest {
  user_id?: number | string | Long;
}

export interface CreatePaymentSessionRequest__Output {
  user_id: number;
}
