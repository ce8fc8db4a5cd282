// Original file: proto/kindred/media/v1/media.proto

/**
 * Streams an object: the first chunk carries content_type, size and etag.
 */
export interface GetObjectRequest {
  key?: string;
}

/**
 * Streams an object: the first chunk carries content_type, size and etag.
 */
export interface GetObjectRequest__Output {
  key: string;
}
