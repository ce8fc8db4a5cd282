// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from "@grpc/proto-loader";

export interface UpgradePackage {
  id?: number | string | Long;
  duration?: number;
  amounts?: string;
}

export interface UpgradePackage__Output {
  id: number;
  duration: number;
  amounts: string;
}
