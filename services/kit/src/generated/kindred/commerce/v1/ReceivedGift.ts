// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface ReceivedGift {
  cid?: number | string | Long;
  gid?: number | string | Long;
  path?: string;
  givername?: string;
  giver_id?: number | string | Long;
  number?: number;
  message?: string;
  create_time?: number | string | Long;
}

export interface ReceivedGift__Output {
  cid: number;
  gid: number;
  path: string;
  givername: string;
  giver_id: number;
  number: number;
  message: string;
  create_time: number;
}
