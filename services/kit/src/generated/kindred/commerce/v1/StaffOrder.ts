// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffOrder {
  id?: number | string | Long;
  order_no?: string;
  user_id?: number | string | Long;
  order_type?: number;
  pay_type?: number;
  state?: string;
  amount?: string;
  tier?: number;
  months?: number;
  provider?: string;
  create_time?: number | string | Long;
  paid_time?: number | string | Long;
  refund_reason?: string;
  refund_time?: number | string | Long;
  package_id?: number | string | Long;
}

export interface StaffOrder__Output {
  id: number;
  order_no: string;
  user_id: number;
  order_type: number;
  pay_type: number;
  state: string;
  amount: string;
  tier: number;
  months: number;
  provider: string;
  create_time: number;
  paid_time: number;
  refund_reason: string;
  refund_time: number;
  package_id: number;
}
