// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  UpgradePackage as _kindred_commerce_v1_UpgradePackage,
  UpgradePackage__Output as _kindred_commerce_v1_UpgradePackage__Output,
} from '../../../kindred/commerce/v1/UpgradePackage';

export interface UpgradeTier {
  price?: string;
  packages?: _kindred_commerce_v1_UpgradePackage[];
}

export interface UpgradeTier__Output {
  price: string;
  packages: _kindred_commerce_v1_UpgradePackage__Output[];
}
