// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

/**
 * The sender's rights travel once per stream, not with every message: a request with `caller`
 * registers (or refreshes) that member's rights on the stream; later requests name only `sender_id`.
 * A request whose sender is not registered on the stream is answered invalid / caller_required (the
 * node then sends it again with the caller).
 */
export interface StoreMessageRequest {
  caller?: _kindred_common_v1_Caller | null;
  contact?: number | string | Long;
  type?: string;
  msg?: string;
  img?: string;
  /**
   * Echoed in the result so the node can match answers to frames.
   */
  client_ref?: string;
  sender_id?: number | string | Long;
  /**
   * W3C traceparent of the sending node's span when the send is sampled (docs/observability.md).
   */
  traceparent?: string;
  /**
   * The member's own id for this message (the chat frame's `ref`, up to 64 characters): messaging
   * stores a (sender, message_ref) once; a resend is answered with the message stored the first time.
   */
  message_ref?: string;
  /**
   * A reply of the customer-service account (id 2): the staff member who wrote it (docs/staff-api.md).
   */
  staff_id?: number | string | Long;
  /**
   * The sender was asked "Are you sure?" about the wording and sends anyway (docs/safety.md).
   */
  confirm?: boolean;
}

/**
 * The sender's rights travel once per stream, not with every message: a request with `caller`
 * registers (or refreshes) that member's rights on the stream; later requests name only `sender_id`.
 * A request whose sender is not registered on the stream is answered invalid / caller_required (the
 * node then sends it again with the caller).
 */
export interface StoreMessageRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  contact: number;
  type: string;
  msg: string;
  img: string;
  /**
   * Echoed in the result so the node can match answers to frames.
   */
  client_ref: string;
  sender_id: number;
  /**
   * W3C traceparent of the sending node's span when the send is sampled (docs/observability.md).
   */
  traceparent: string;
  /**
   * The member's own id for this message (the chat frame's `ref`, up to 64 characters): messaging
   * stores a (sender, message_ref) once; a resend is answered with the message stored the first time.
   */
  message_ref: string;
  /**
   * A reply of the customer-service account (id 2): the staff member who wrote it (docs/staff-api.md).
   */
  staff_id: number;
  /**
   * The sender was asked "Are you sure?" about the wording and sends anyway (docs/safety.md).
   */
  confirm: boolean;
}
