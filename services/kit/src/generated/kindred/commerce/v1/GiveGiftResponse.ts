// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface GiveGiftResponse {
  id?: number | string | Long;
  amount?: string;
}

export interface GiveGiftResponse__Output {
  id: number;
  amount: string;
}
