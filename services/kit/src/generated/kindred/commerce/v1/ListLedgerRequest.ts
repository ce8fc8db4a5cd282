// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ListLedgerRequest {
  user_id?: number | string | Long;
  limit?: number;
}

export interface ListLedgerRequest__Output {
  user_id: number;
  limit: number;
}
