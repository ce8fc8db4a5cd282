// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The first chunk carries content_type and size, the others data.
 */
export interface ExportChunk {
  data?: Buffer | Uint8Array | string;
  content_type?: string;
  size?: number | string | Long;
}

/**
 * The first chunk carries content_type and size, the others data.
 */
export interface ExportChunk__Output {
  data: Buffer;
  content_type: string;
  size: number;
}
