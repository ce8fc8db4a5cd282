// Original file: proto/kindred/media/v1/media.proto

import type { Long } from "@grpc/proto-loader";

/**
 * kind: post | avatar | background | gift
 */
export interface UploadRequest {
  user_id?: number | string | Long;
  kind?: string;
  filename?: string;
  content?: Buffer | Uint8Array | string;
}

/**
 * kind: post | avatar | background | gift
 */
export interface UploadRequest__Output {
  user_id: number;
  kind: string;
  filename: string;
  content: Buffer;
}
