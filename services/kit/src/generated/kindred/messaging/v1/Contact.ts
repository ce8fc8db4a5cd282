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
}
