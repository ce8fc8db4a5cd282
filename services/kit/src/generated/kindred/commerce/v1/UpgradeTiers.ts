// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  UpgradeTier as _kindred_commerce_v1_UpgradeTier,
  UpgradeTier__Output as _kindred_commerce_v1_UpgradeTier__Output,
} from '../../../kindred/commerce/v1/UpgradeTier';

export interface UpgradeTiers {
  vip1?: _kindred_commerce_v1_UpgradeTier | null;
  vip2?: _kindred_commerce_v1_UpgradeTier | null;
}

export interface UpgradeTiers__Output {
  vip1: _kindred_commerce_v1_UpgradeTier__Output | null;
  vip2: _kindred_commerce_v1_UpgradeTier__Output | null;
}
