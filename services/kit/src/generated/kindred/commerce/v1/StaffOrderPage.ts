// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffOrder as _kindred_commerce_v1_StaffOrder,
  StaffOrder__Output as _kindred_commerce_v1_StaffOrder__Output,
} from '../../../kindred/commerce/v1/StaffOrder';

export interface StaffOrderPage {
  items?: _kindred_commerce_v1_StaffOrder[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface StaffOrderPage__Output {
  items: _kindred_commerce_v1_StaffOrder__Output[];
  page: number;
  last_page: number;
  total: number;
}
