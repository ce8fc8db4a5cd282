// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';

export interface GetOrderRequest {
  caller?: _kindred_common_v1_Caller | null;
  order_id?: string;
}

export interface GetOrderRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  order_id: string;
}
