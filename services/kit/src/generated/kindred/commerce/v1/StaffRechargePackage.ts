// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffRechargePackage {
  id?: number | string | Long;
  price?: string;
  sort?: number;
  active?: boolean;
}

export interface StaffRechargePackage__Output {
  id: number;
  price: string;
  sort: number;
  active: boolean;
}
