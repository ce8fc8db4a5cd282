// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface MemberReport {
  id?: number | string | Long;
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  types?: number[];
  status?: string;
  create_time?: number | string | Long;
  /**
   * Messages attached as evidence (the count only: their text is GetReportEvidence's).
   */
  evidence?: number;
}

export interface MemberReport__Output {
  id: number;
  reporter_id: number;
  target_id: number;
  types: number[];
  status: string;
  create_time: number;
  /**
   * Messages attached as evidence (the count only: their text is GetReportEvidence's).
   */
  evidence: number;
}
