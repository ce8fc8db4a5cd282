// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

/**
 * kind: chat (id = mid) | mail (id = eid).
 */
export interface GetReceivedMessageRequest {
  caller?: _kindred_common_v1_Caller | null;
  kind?: string;
  id?: number | string | Long;
}

/**
 * kind: chat (id = mid) | mail (id = eid).
 */
export interface GetReceivedMessageRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  kind: string;
  id: number;
}
