// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface RefundOrderRequest {
  staff_id?: number | string | Long;
  order_no?: string;
  reason?: string;
}

export interface RefundOrderRequest__Output {
  staff_id: number;
  order_no: string;
  reason: string;
}
