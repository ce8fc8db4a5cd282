// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerEntry {
  id?: number | string | Long;
  delta?: string;
  balance_after?: string;
  reason?: string;
  ref_type?: string;
  ref_id?: string;
  create_time?: number | string | Long;
  /**
   * The staff member's reason of an adjustment, and who made it.
   */
  note?: string;
  staff_id?: number | string | Long;
}

export interface LedgerEntry__Output {
  id: number;
  delta: string;
  balance_after: string;
  reason: string;
  ref_type: string;
  ref_id: string;
  create_time: number;
  /**
   * The staff member's reason of an adjustment, and who made it.
   */
  note: string;
  staff_id: number;
}
