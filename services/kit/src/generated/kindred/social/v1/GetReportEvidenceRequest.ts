// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface GetReportEvidenceRequest {
  report_id?: number | string | Long;
}

export interface GetReportEvidenceRequest__Output {
  report_id: number;
}
