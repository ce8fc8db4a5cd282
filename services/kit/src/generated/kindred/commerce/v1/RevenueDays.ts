// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  RevenueDay as _kindred_commerce_v1_RevenueDay,
  RevenueDay__Output as _kindred_commerce_v1_RevenueDay__Output,
} from '../../../kindred/commerce/v1/RevenueDay';

export interface RevenueDays {
  days?: _kindred_commerce_v1_RevenueDay[];
}

export interface RevenueDays__Output {
  days: _kindred_commerce_v1_RevenueDay__Output[];
}
