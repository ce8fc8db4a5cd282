// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  LedgerEntry as _kindred_commerce_v1_LedgerEntry,
  LedgerEntry__Output as _kindred_commerce_v1_LedgerEntry__Output,
} from '../../../kindred/commerce/v1/LedgerEntry';

export interface AdjustCreditResponse {
  balance?: string;
  entry?: _kindred_commerce_v1_LedgerEntry | null;
}

export interface AdjustCreditResponse__Output {
  balance: string;
  entry: _kindred_commerce_v1_LedgerEntry__Output | null;
}
