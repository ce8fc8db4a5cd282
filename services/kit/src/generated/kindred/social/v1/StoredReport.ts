// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface StoredReport {
  id?: number | string | Long;
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  /**
   * Every type the reporter gave within the merge window, first one first.
   */
  types?: number[];
  /**
   * How many reports merged into this one (1 = no repeat).
   */
  repeats?: number;
  status?: string;
  create_time?: number | string | Long;
  update_time?: number | string | Long;
}

export interface StoredReport__Output {
  id: number;
  reporter_id: number;
  target_id: number;
  /**
   * Every type the reporter gave within the merge window, first one first.
   */
  types: number[];
  /**
   * How many reports merged into this one (1 = no repeat).
   */
  repeats: number;
  status: string;
  create_time: number;
  update_time: number;
}
