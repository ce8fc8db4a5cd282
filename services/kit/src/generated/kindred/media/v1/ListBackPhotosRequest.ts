// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface ListBackPhotosRequest {
  user_ids?: (number | string | Long)[];
}

export interface ListBackPhotosRequest__Output {
  user_ids: number[];
}
