// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface AdjustCreditRequest {
  staff_id?: number | string | Long;
  user_id?: number | string | Long;
  /**
   * Signed, two decimals: "25.00" credits, "-10.00" debits.
   */
  amount?: string;
  note?: string;
  idempotency_key?: string;
}

export interface AdjustCreditRequest__Output {
  staff_id: number;
  user_id: number;
  /**
   * Signed, two decimals: "25.00" credits, "-10.00" debits.
   */
  amount: string;
  note: string;
  idempotency_key: string;
}
