// Original file: proto/kindred/social/v1/social.proto

import type { Long } from "@grpc/proto-loader";

export interface ReportRequest {
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  type?: number;
}

export interface ReportRequest__Output {
  reporter_id: number;
  target_id: number;
  type: number;
}
