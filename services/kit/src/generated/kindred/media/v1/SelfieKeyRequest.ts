// Original file: proto/kindred/media/v1/media.proto

export interface SelfieKeyRequest {
  key?: string;
}

export interface SelfieKeyRequest__Output {
  key: string;
}
