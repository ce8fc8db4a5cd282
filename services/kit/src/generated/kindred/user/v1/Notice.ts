// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface Notice {
  id?: number | string | Long;
  type?: string;
  status?: number;
  gift?: string;
  content?: string;
  create_time?: number | string | Long;
}

export interface Notice__Output {
  id: number;
  type: string;
  status: number;
  gift: string;
  content: string;
  create_time: number;
}
