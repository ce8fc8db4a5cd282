// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffGift as _kindred_commerce_v1_StaffGift,
  StaffGift__Output as _kindred_commerce_v1_StaffGift__Output,
} from '../../../kindred/commerce/v1/StaffGift';
import type { Long } from '@grpc/proto-loader';

export interface StaffGiftCategory {
  id?: number | string | Long;
  /**
   * en, zh, cht
   */
  names?: string[];
  sort?: number;
  gifts?: _kindred_commerce_v1_StaffGift[];
}

export interface StaffGiftCategory__Output {
  id: number;
  /**
   * en, zh, cht
   */
  names: string[];
  sort: number;
  gifts: _kindred_commerce_v1_StaffGift__Output[];
}
