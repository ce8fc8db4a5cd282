// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface ReceivedMessage {
  kind?: string;
  id?: number | string | Long;
  sender_id?: number | string | Long;
  content?: string;
  /**
   * Seconds.
   */
  create_time?: number | string | Long;
  flagged?: boolean;
}

export interface ReceivedMessage__Output {
  kind: string;
  id: number;
  sender_id: number;
  content: string;
  /**
   * Seconds.
   */
  create_time: number;
  flagged: boolean;
}
