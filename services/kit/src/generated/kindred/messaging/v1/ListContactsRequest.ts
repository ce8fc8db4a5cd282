// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A member's chats, newest first, a page at a time: the first page (no cursor) also carries the unread
 * total of every chat; a further page starts after (before_time, before_uid) of the last one shown.
 */
export interface ListContactsRequest {
  user_id?: number | string | Long;
  /**
   * Milliseconds of the last message of the last contact shown (ContactList.next_time); 0: first page.
   */
  before_time?: number | string | Long;
  before_uid?: number | string | Long;
  /**
   * Contacts a page; 0: the default (50), at most 500.
   */
  limit?: number;
}

/**
 * A member's chats, newest first, a page at a time: the first page (no cursor) also carries the unread
 * total of every chat; a further page starts after (before_time, before_uid) of the last one shown.
 */
export interface ListContactsRequest__Output {
  user_id: number;
  /**
   * Milliseconds of the last message of the last contact shown (ContactList.next_time); 0: first page.
   */
  before_time: number;
  before_uid: number;
  /**
   * Contacts a page; 0: the default (50), at most 500.
   */
  limit: number;
}
