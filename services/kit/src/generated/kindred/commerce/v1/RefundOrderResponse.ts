// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffOrder as _kindred_commerce_v1_StaffOrder,
  StaffOrder__Output as _kindred_commerce_v1_StaffOrder__Output,
} from '../../../kindred/commerce/v1/StaffOrder';

export interface RefundOrderResponse {
  order?: _kindred_commerce_v1_StaffOrder | null;
  balance?: string;
}

export interface RefundOrderResponse__Output {
  order: _kindred_commerce_v1_StaffOrder__Output | null;
  balance: string;
}
