// Original file: proto/kindred/media/v1/media.proto

import type { Long } from "@grpc/proto-loader";

export interface AddPhotoRequest {
  user_id?: number | string | Long;
  img?: string;
}

export interface AddPhotoRequest__Output {
  user_id: number;
  img: string;
}
