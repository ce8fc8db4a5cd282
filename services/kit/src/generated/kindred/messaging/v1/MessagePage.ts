// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  ChatMessage as _kindred_messaging_v1_ChatMessage,
  ChatMessage__Output as _kindred_messaging_v1_ChatMessage__Output,
} from '../../../kindred/messaging/v1/ChatMessage';

/**
 * Oldest first, at most 20; `more` says an older page exists.
 */
export interface MessagePage {
  messages?: _kindred_messaging_v1_ChatMessage[];
  more?: boolean;
}

/**
 * Oldest first, at most 20; `more` says an older page exists.
 */
export interface MessagePage__Output {
  messages: _kindred_messaging_v1_ChatMessage__Output[];
  more: boolean;
}
