// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface Contact {
  uid?: number | string | Long;
  count?: number;
  /**
   * Last message: its text (img for pictures) and type.
   */
  content?: string;
  create_time?: number | string | Long;
  type?: string;
  /**
   * The partner's presence may not be shown: the pair is blocked either way, or the block could not
   * be checked (fail closed). The contact list shows them offline.
   */
  presence_hidden?: boolean;
}

export interface Contact__Output {
  uid: number;
  count: number;
  /**
   * Last message: its text (img for pictures) and type.
   */
  content: string;
  create_time: number;
  type: string;
  /**
   * The partner's presence may not be shown: the pair is blocked either way, or the block could not
   * be checked (fail closed). The contact list shows them offline.
   */
  presence_hidden: boolean;
}
