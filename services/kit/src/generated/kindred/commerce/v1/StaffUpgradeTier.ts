// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffUpgradePackage as _kindred_commerce_v1_StaffUpgradePackage,
  StaffUpgradePackage__Output as _kindred_commerce_v1_StaffUpgradePackage__Output,
} from '../../../kindred/commerce/v1/StaffUpgradePackage';

export interface StaffUpgradeTier {
  tier?: number;
  base_price?: string;
  packages?: _kindred_commerce_v1_StaffUpgradePackage[];
}

export interface StaffUpgradeTier__Output {
  tier: number;
  base_price: string;
  packages: _kindred_commerce_v1_StaffUpgradePackage__Output[];
}
