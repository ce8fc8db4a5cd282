// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  StoreMessageRequest as _kindred_messaging_v1_StoreMessageRequest,
  StoreMessageRequest__Output as _kindred_messaging_v1_StoreMessageRequest__Output,
} from '../../../kindred/messaging/v1/StoreMessageRequest';

export interface StoreMessageBatch {
  requests?: _kindred_messaging_v1_StoreMessageRequest[];
}

export interface StoreMessageBatch__Output {
  requests: _kindred_messaging_v1_StoreMessageRequest__Output[];
}
