// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface Mail {
  eid?: number | string | Long;
  type?: number;
  sendername?: string;
  msg?: string;
  create_time?: number | string | Long;
  sender_id?: number | string | Long;
  /**
   * A vip-0 reader sees that a mail exists but not its text (only customer-service mail is readable).
   */
  locked?: boolean;
  /**
   * 1: the wording check flagged the text and the sender sent it anyway (docs/safety.md).
   */
  flagged?: number;
  /**
   * A first mail's warning for its recipient (payment, link, contact; docs/safety.md), else empty.
   */
  caution?: string;
}

export interface Mail__Output {
  eid: number;
  type: number;
  sendername: string;
  msg: string;
  create_time: number;
  sender_id: number;
  /**
   * A vip-0 reader sees that a mail exists but not its text (only customer-service mail is readable).
   */
  locked: boolean;
  /**
   * 1: the wording check flagged the text and the sender sent it anyway (docs/safety.md).
   */
  flagged: number;
  /**
   * A first mail's warning for its recipient (payment, link, contact; docs/safety.md), else empty.
   */
  caution: string;
}
