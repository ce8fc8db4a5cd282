// Original file: proto/kindred/media/v1/media.proto

/**
 * url: /media/<key>, served by the edge.
 */
export interface UploadResponse {
  url?: string;
  key?: string;
  width?: number;
  height?: number;
}

/**
 * url: /media/<key>, served by the edge.
 */
export interface UploadResponse__Output {
  url: string;
  key: string;
  width: number;
  height: number;
}
