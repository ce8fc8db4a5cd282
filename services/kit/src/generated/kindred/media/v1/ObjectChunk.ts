// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface ObjectChunk {
  data?: Buffer | Uint8Array | string;
  content_type?: string;
  size?: number | string | Long;
  etag?: string;
}

export interface ObjectChunk__Output {
  data: Buffer;
  content_type: string;
  size: number;
  etag: string;
}
