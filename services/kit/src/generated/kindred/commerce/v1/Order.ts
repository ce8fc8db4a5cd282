// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

/**
 * state: created | pending | paid | failed | expired. Card data: brand and last four only.
 */
export interface Order {
  order_id?: string;
  state?: string;
  order_type?: number;
  pay_type?: number;
  amount?: string;
  tier?: number;
  months?: number;
  package_id?: number | string | Long;
  card_brand?: string;
  card_last4?: string;
  create_time?: number | string | Long;
  paid_time?: number | string | Long;
  provider?: string;
}

/**
 * state: created | pending | paid | failed | expired. Card data: brand and last four only.
 */
export interface Order__Output {
  order_id: string;
  state: string;
  order_type: number;
  pay_type: number;
  amount: string;
  tier: number;
  months: number;
  package_id: number;
  card_brand: string;
  card_last4: string;
  create_time: number;
  paid_time: number;
  provider: string;
}
