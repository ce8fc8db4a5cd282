// Original file: proto/kindred/media/v1/media.proto

export interface StoreSelfieResponse {
  key?: string;
}

export interface StoreSelfieResponse__Output {
  key: string;
}
