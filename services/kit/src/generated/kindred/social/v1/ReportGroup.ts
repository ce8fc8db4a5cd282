// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ReportGroup {
  target_id?: number | string | Long;
  /**
   * Open reports on this member (merged repeats count once).
   */
  count?: number;
  ads?: number;
  offensive?: number;
  illegal?: number;
  reporter_ids?: (number | string | Long)[];
  latest?: number | string | Long;
}

export interface ReportGroup__Output {
  target_id: number;
  /**
   * Open reports on this member (merged repeats count once).
   */
  count: number;
  ads: number;
  offensive: number;
  illegal: number;
  reporter_ids: number[];
  latest: number;
}
