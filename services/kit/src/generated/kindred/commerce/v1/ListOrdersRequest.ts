// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ListOrdersRequest {
  user_id?: number | string | Long;
  state?: string;
  from?: number | string | Long;
  to?: number | string | Long;
  page?: number;
}

export interface ListOrdersRequest__Output {
  user_id: number;
  state: string;
  from: number;
  to: number;
  page: number;
}
