// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  LedgerEntry as _kindred_commerce_v1_LedgerEntry,
  LedgerEntry__Output as _kindred_commerce_v1_LedgerEntry__Output,
} from '../../../kindred/commerce/v1/LedgerEntry';

export interface LedgerEntryList {
  entries?: _kindred_commerce_v1_LedgerEntry[];
  balance?: string;
}

export interface LedgerEntryList__Output {
  entries: _kindred_commerce_v1_LedgerEntry__Output[];
  balance: string;
}
