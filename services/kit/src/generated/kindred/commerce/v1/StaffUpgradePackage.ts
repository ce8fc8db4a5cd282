// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffUpgradePackage {
  id?: number | string | Long;
  tier?: number;
  months?: number;
  price?: string;
  sort?: number;
  active?: boolean;
}

export interface StaffUpgradePackage__Output {
  id: number;
  tier: number;
  months: number;
  price: string;
  sort: number;
  active: boolean;
}
