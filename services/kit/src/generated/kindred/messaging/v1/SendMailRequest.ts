// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface SendMailRequest {
  caller?: _kindred_common_v1_Caller | null;
  recipient_id?: number | string | Long;
  content?: string;
  /**
   * A retried send with the same key (per sender) answers the mail stored the first time.
   */
  idempotency_key?: string;
  /**
   * The sender was asked "Are you sure?" about the wording and sends anyway (docs/safety.md).
   */
  confirm?: boolean;
}

export interface SendMailRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  recipient_id: number;
  content: string;
  /**
   * A retried send with the same key (per sender) answers the mail stored the first time.
   */
  idempotency_key: string;
  /**
   * The sender was asked "Are you sure?" about the wording and sends anyway (docs/safety.md).
   */
  confirm: boolean;
}
