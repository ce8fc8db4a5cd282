// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  GiftCategory as _kindred_commerce_v1_GiftCategory,
  GiftCategory__Output as _kindred_commerce_v1_GiftCategory__Output,
} from '../../../kindred/commerce/v1/GiftCategory';

export interface GiftCatalogue {
  categories?: _kindred_commerce_v1_GiftCategory[];
}

export interface GiftCatalogue__Output {
  categories: _kindred_commerce_v1_GiftCategory__Output[];
}
