// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffGift {
  id?: number | string | Long;
  category_id?: number | string | Long;
  titles?: string[];
  texts?: string[];
  price?: string;
  path?: string;
  sort?: number;
  active?: boolean;
}

export interface StaffGift__Output {
  id: number;
  category_id: number;
  titles: string[];
  texts: string[];
  price: string;
  path: string;
  sort: number;
  active: boolean;
}
