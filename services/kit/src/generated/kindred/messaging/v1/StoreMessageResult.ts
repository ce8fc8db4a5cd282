// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  ChatMessage as _kindred_messaging_v1_ChatMessage,
  ChatMessage__Output as _kindred_messaging_v1_ChatMessage__Output,
} from '../../../kindred/messaging/v1/ChatMessage';

/**
 * outcome: stored | not_allowed (opt 7) | upgrade (opt 8: allowance used up, or a picture from
 * vip 0) | blocked (the pair is blocked either way) | refused (reason chat_closed: the recipient lets
 * only members they follow, or nobody, start a chat; reason wording_check: the text was flagged and
 * the request had no `confirm`; reason first_message_limit: the sender's first messages of the hour are
 * used up, docs/safety.md) | invalid (reason names the rule) | failed (not
 * stored; the node answers an error frame).
 */
export interface StoreMessageResult {
  client_ref?: string;
  outcome?: string;
  /**
   * Unused on this stream (message_json carries the stored message).
   */
  message?: _kindred_messaging_v1_ChatMessage | null;
  reason?: string;
  /**
   * The stored message as the JSON of a ChatMessage, rendered once by messaging: the node puts it in
   * its frames as it is, without decoding and encoding it again.
   */
  message_json?: string;
  /**
   * The message was stored by an earlier send with the same message_ref: acknowledge it again,
   * deliver it no more.
   */
  repeated?: boolean;
}

/**
 * outcome: stored | not_allowed (opt 7) | upgrade (opt 8: allowance used up, or a picture from
 * vip 0) | blocked (the pair is blocked either way) | refused (reason chat_closed: the recipient lets
 * only members they follow, or nobody, start a chat; reason wording_check: the text was flagged and
 * the request had no `confirm`; reason first_message_limit: the sender's first messages of the hour are
 * used up, docs/safety.md) | invalid (reason names the rule) | failed (not
 * stored; the node answers an error frame).
 */
export interface StoreMessageResult__Output {
  client_ref: string;
  outcome: string;
  /**
   * Unused on this stream (message_json carries the stored message).
   */
  message: _kindred_messaging_v1_ChatMessage__Output | null;
  reason: string;
  /**
   * The stored message as the JSON of a ChatMessage, rendered once by messaging: the node puts it in
   * its frames as it is, without decoding and encoding it again.
   */
  message_json: string;
  /**
   * The message was stored by an earlier send with the same message_ref: acknowledge it again,
   * deliver it no more.
   */
  repeated: boolean;
}
