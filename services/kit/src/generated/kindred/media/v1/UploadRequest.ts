// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

/**
 * kind: post | background (UploadAvatar ignores it). content: the file's bytes, at most 10240 KB;
 * gif, jpg or png by content (input error only_img / out_of_size); re-encoded without metadata.
 * Avatars: at least 300x300 (lowest_px), stored as PNG, then set as the member's avatar in user.
 */
export interface UploadRequest {
  user_id?: number | string | Long;
  kind?: string;
  filename?: string;
  content?: Buffer | Uint8Array | string;
}

/**
 * kind: post | background (UploadAvatar ignores it). content: the file's bytes, at most 10240 KB;
 * gif, jpg or png by content (input error only_img / out_of_size); re-encoded without metadata.
 * Avatars: at least 300x300 (lowest_px), stored as PNG, then set as the member's avatar in user.
 */
export interface UploadRequest__Output {
  user_id: number;
  kind: string;
  filename: string;
  content: Buffer;
}
