// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  ReceivedGift as _kindred_commerce_v1_ReceivedGift,
  ReceivedGift__Output as _kindred_commerce_v1_ReceivedGift__Output,
} from '../../../kindred/commerce/v1/ReceivedGift';

export interface ReceivedGiftList {
  gifts?: _kindred_commerce_v1_ReceivedGift[];
}

export interface ReceivedGiftList__Output {
  gifts: _kindred_commerce_v1_ReceivedGift__Output[];
}
