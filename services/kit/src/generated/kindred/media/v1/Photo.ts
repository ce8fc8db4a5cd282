// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface Photo {
  pid?: number | string | Long;
  img?: string;
  create_time?: number | string | Long;
  user_id?: number | string | Long;
}

export interface Photo__Output {
  pid: number;
  img: string;
  create_time: number;
  user_id: number;
}
