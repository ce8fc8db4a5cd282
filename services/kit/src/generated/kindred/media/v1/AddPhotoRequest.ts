// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

/**
 * Either img (the url of an own upload) or content (a new file, checked like Upload).
 */
export interface AddPhotoRequest {
  user_id?: number | string | Long;
  img?: string;
  content?: Buffer | Uint8Array | string;
  filename?: string;
}

/**
 * Either img (the url of an own upload) or content (a new file, checked like Upload).
 */
export interface AddPhotoRequest__Output {
  user_id: number;
  img: string;
  content: Buffer;
  filename: string;
}
