// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

/**
 * content: the picture's bytes, as UploadRequest's (gif, jpg or png, at most 10240 KB).
 */
export interface StoreSelfieRequest {
  user_id?: number | string | Long;
  content?: Buffer | Uint8Array | string;
}

/**
 * content: the picture's bytes, as UploadRequest's (gif, jpg or png, at most 10240 KB).
 */
export interface StoreSelfieRequest__Output {
  user_id: number;
  content: Buffer;
}
