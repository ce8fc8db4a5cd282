// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';

export interface TranslateRequest {
  caller?: _kindred_common_v1_Caller | null;
  content?: string;
  to?: string;
  idempotency_key?: string;
}

export interface TranslateRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  content: string;
  to: string;
  idempotency_key: string;
}
