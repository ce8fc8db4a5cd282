// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Balance and ledger calls are for services (the edge's userinfo, messaging's paid translation);
 * every Debit/Credit carries an idempotency key, so a retried call never posts twice.
 */
export interface GetBalanceRequest {
  user_id?: number | string | Long;
}

/**
 * Balance and ledger calls are for services (the edge's userinfo, messaging's paid translation);
 * every Debit/Credit carries an idempotency key, so a retried call never posts twice.
 */
export interface GetBalanceRequest__Output {
  user_id: number;
}
