// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';

export interface ListMailRequest {
  caller?: _kindred_common_v1_Caller | null;
}

export interface ListMailRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
}
