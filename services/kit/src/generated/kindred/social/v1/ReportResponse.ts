// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface ReportResponse {
  id?: number | string | Long;
  merged?: boolean;
}

export interface ReportResponse__Output {
  id: number;
  merged: boolean;
}
