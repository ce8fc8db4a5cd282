// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface UpgradePackage {
  id?: number | string | Long;
  duration?: number;
  amounts?: string;
  /**
   * amounts / duration to 2 decimals, and the percent saved against the tier's base price.
   */
  monthly?: string;
  save?: number;
}

export interface UpgradePackage__Output {
  id: number;
  duration: number;
  amounts: string;
  /**
   * amounts / duration to 2 decimals, and the percent saved against the tier's base price.
   */
  monthly: string;
  save: number;
}
