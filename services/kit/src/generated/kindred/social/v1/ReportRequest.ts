// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * type 1 ads, 2 offensive, 3 illegal. A repeat by the same reporter on the same target within
 * 24 h merges into the open report (merged = true).
 */
export interface ReportRequest {
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  type?: number;
}

/**
 * type 1 ads, 2 offensive, 3 illegal. A repeat by the same reporter on the same target within
 * 24 h merges into the open report (merged = true).
 */
export interface ReportRequest__Output {
  reporter_id: number;
  target_id: number;
  type: number;
}
