// Original file: proto/kindred/media/v1/media.proto

export interface UploadResponse {
  url?: string;
  key?: string;
  width?: number;
  height?: number;
}

export interface UploadResponse__Output {
  url: string;
  key: string;
  width: number;
  height: number;
}
