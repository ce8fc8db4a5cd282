// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Contact as _kindred_messaging_v1_Contact,
  Contact__Output as _kindred_messaging_v1_Contact__Output,
} from '../../../kindred/messaging/v1/Contact';
import type { Long } from '@grpc/proto-loader';

export interface ContactList {
  contacts?: _kindred_messaging_v1_Contact[];
  /**
   * Unread messages over all chats (first page only; 0 on later pages).
   */
  total?: number;
  /**
   * Another page follows this one.
   */
  more?: boolean;
  /**
   * The next page's before_time (with before_uid = the last contact's uid).
   */
  next_time?: number | string | Long;
}

export interface ContactList__Output {
  contacts: _kindred_messaging_v1_Contact__Output[];
  /**
   * Unread messages over all chats (first page only; 0 on later pages).
   */
  total: number;
  /**
   * Another page follows this one.
   */
  more: boolean;
  /**
   * The next page's before_time (with before_uid = the last contact's uid).
   */
  next_time: number;
}
