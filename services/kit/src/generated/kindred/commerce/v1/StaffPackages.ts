// Original file: proto/kindred/commerce/v1/commerce_staff.proto

import type {
  StaffRechargePackage as _kindred_commerce_v1_StaffRechargePackage,
  StaffRechargePackage__Output as _kindred_commerce_v1_StaffRechargePackage__Output,
} from '../../../kindred/commerce/v1/StaffRechargePackage';
import type {
  StaffUpgradeTier as _kindred_commerce_v1_StaffUpgradeTier,
  StaffUpgradeTier__Output as _kindred_commerce_v1_StaffUpgradeTier__Output,
} from '../../../kindred/commerce/v1/StaffUpgradeTier';

export interface StaffPackages {
  recharge?: _kindred_commerce_v1_StaffRechargePackage[];
  tiers?: _kindred_commerce_v1_StaffUpgradeTier[];
}

export interface StaffPackages__Output {
  recharge: _kindred_commerce_v1_StaffRechargePackage__Output[];
  tiers: _kindred_commerce_v1_StaffUpgradeTier__Output[];
}
