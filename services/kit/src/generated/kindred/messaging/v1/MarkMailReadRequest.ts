// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface MarkMailReadRequest {
  caller?: _kindred_common_v1_Caller | null;
  id?: number | string | Long;
}

export interface MarkMailReadRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  id: number;
}
