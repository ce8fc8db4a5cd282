// Original file: proto/kindred/media/v1/media.proto

export interface GetObjectRequest {
  key?: string;
}

export interface GetObjectRequest__Output {
  key: string;
}
