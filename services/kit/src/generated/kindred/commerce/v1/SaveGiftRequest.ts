// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffGift as _kindred_commerce_v1_StaffGift,
  StaffGift__Output as _kindred_commerce_v1_StaffGift__Output,
} from '../../../kindred/commerce/v1/StaffGift';

export interface SaveGiftRequest {
  gift?: _kindred_commerce_v1_StaffGift | null;
  /**
   * A new picture (png, jpeg, webp or gif); required for a new gift.
   */
  picture?: Buffer | Uint8Array | string;
  picture_name?: string;
}

export interface SaveGiftRequest__Output {
  gift: _kindred_commerce_v1_StaffGift__Output | null;
  /**
   * A new picture (png, jpeg, webp or gif); required for a new gift.
   */
  picture: Buffer;
  picture_name: string;
}
