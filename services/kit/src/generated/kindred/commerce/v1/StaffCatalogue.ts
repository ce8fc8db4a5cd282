// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffGiftCategory as _kindred_commerce_v1_StaffGiftCategory,
  StaffGiftCategory__Output as _kindred_commerce_v1_StaffGiftCategory__Output,
} from '../../../kindred/commerce/v1/StaffGiftCategory';

export interface StaffCatalogue {
  categories?: _kindred_commerce_v1_StaffGiftCategory[];
}

export interface StaffCatalogue__Output {
  categories: _kindred_commerce_v1_StaffGiftCategory__Output[];
}
