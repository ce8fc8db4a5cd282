// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  RechargePackage as _kindred_commerce_v1_RechargePackage,
  RechargePackage__Output as _kindred_commerce_v1_RechargePackage__Output,
} from '../../../kindred/commerce/v1/RechargePackage';

export interface RechargePackageList {
  packages?: _kindred_commerce_v1_RechargePackage[];
}

export interface RechargePackageList__Output {
  packages: _kindred_commerce_v1_RechargePackage__Output[];
}
