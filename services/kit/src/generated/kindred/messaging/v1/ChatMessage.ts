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
}
