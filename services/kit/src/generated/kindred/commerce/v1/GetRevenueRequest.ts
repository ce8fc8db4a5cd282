// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface GetRevenueRequest {
  since?: number | string | Long;
}

export interface GetRevenueRequest__Output {
  since: number;
}
