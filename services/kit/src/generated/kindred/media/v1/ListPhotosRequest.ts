// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface ListPhotosRequest {
  user_id?: number | string | Long;
}

export interface ListPhotosRequest__Output {
  user_id: number;
}
