// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface RechargePackage {
  id?: number | string | Long;
  amounts?: string;
}

export interface RechargePackage__Output {
  id: number;
  amounts: string;
}
