// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

export interface ChatMessage {
  mid?: number | string | Long;
  type?: string;
  content?: string;
  img?: string;
  sender_id?: number | string | Long;
  reciver_id?: number | string | Long;
  ndate?: string;
  create_time?: number | string | Long;
  /**
   * 1: the wording check flagged the text and the sender sent it anyway (docs/safety.md).
   */
  flagged?: number;
  /**
   * A first message with a link, a payment request or contact details: link | payment | contact; ''
   * for none. The recipient sees a warning under it (docs/safety.md, "Scam and spam signals").
   */
  caution?: string;
}

export interface ChatMessage__Output {
  mid: number;
  type: string;
  content: string;
  img: string;
  sender_id: number;
  reciver_id: number;
  ndate: string;
  create_time: number;
  /**
   * 1: the wording check flagged the text and the sender sent it anyway (docs/safety.md).
   */
  flagged: number;
  /**
   * A first message with a link, a payment request or contact details: link | payment | contact; ''
   * for none. The recipient sees a warning under it (docs/safety.md, "Scam and spam signals").
   */
  caution: string;
}
