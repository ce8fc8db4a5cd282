// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface DeletePhotoRequest {
  user_id?: number | string | Long;
  id?: number | string | Long;
}

export interface DeletePhotoRequest__Output {
  user_id: number;
  id: number;
}
