// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  StoreMessageResult as _kindred_messaging_v1_StoreMessageResult,
  StoreMessageResult__Output as _kindred_messaging_v1_StoreMessageResult__Output,
} from '../../../kindred/messaging/v1/StoreMessageResult';

export interface StoreMessageResults {
  results?: _kindred_messaging_v1_StoreMessageResult[];
}

export interface StoreMessageResults__Output {
  results: _kindred_messaging_v1_StoreMessageResult__Output[];
}
