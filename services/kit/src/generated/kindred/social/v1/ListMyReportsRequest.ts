// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * 20 a page, newest first.
 */
export interface ListMyReportsRequest {
  reporter_id?: number | string | Long;
  page?: number;
}

/**
 * 20 a page, newest first.
 */
export interface ListMyReportsRequest__Output {
  reporter_id: number;
  page: number;
}
