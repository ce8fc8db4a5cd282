// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface BackPhoto {
  id?: number | string | Long;
  img?: string;
  user_id?: number | string | Long;
}

export interface BackPhoto__Output {
  id: number;
  img: string;
  user_id: number;
}
