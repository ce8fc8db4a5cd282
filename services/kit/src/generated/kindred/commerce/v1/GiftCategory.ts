// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  Gift as _kindred_commerce_v1_Gift,
  Gift__Output as _kindred_commerce_v1_Gift__Output,
} from '../../../kindred/commerce/v1/Gift';
import type { Long } from '@grpc/proto-loader';

export interface GiftCategory {
  id?: number | string | Long;
  classifye?: string;
  classifyc?: string;
  classifyf?: string;
  gift?: _kindred_commerce_v1_Gift[];
}

export interface GiftCategory__Output {
  id: number;
  classifye: string;
  classifyc: string;
  classifyf: string;
  gift: _kindred_commerce_v1_Gift__Output[];
}
