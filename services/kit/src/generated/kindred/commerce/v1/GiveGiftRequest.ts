// Original file: proto/kindred/commerce/v1/commerce.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface GiveGiftRequest {
  caller?: _kindred_common_v1_Caller | null;
  recipient_id?: number | string | Long;
  giftid?: number | string | Long;
  number?: number;
  message?: string;
  idempotency_key?: string;
  /**
   * The giver was asked "Are you sure?" about the message's wording and sends anyway (docs/safety.md).
   */
  confirm?: boolean;
}

export interface GiveGiftRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  recipient_id: number;
  giftid: number;
  number: number;
  message: string;
  idempotency_key: string;
  /**
   * The giver was asked "Are you sure?" about the message's wording and sends anyway (docs/safety.md).
   */
  confirm: boolean;
}
