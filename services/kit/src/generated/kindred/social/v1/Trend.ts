// Original file: proto/kindred/social/v1/social.proto

import type { Long } from "@grpc/proto-loader";

export interface Trend {
  id?: number | string | Long;
  mid?: number | string | Long;
  mine?: number;
  type?: number;
  content?: string;
  img?: string;
  create_time?: number | string | Long;
}

export interface Trend__Output {
  id: number;
  mid: number;
  mine: number;
  type: number;
  content: string;
  img: string;
  create_time: number;
}
