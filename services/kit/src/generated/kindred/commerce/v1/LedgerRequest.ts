// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface LedgerRequest {
  user_id?: number | string | Long;
  amount?: string;
  reason?: string;
  ref_type?: string;
  ref_id?: string;
  idempotency_key?: string;
}

export interface LedgerRequest__Output {
  user_id: number;
  amount: string;
  reason: string;
  ref_type: string;
  ref_id: string;
  idempotency_key: string;
}
