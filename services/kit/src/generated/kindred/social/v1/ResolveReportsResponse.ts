// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ResolveReportsResponse {
  resolved?: number;
  reporter_ids?: (number | string | Long)[];
}

export interface ResolveReportsResponse__Output {
  resolved: number;
  reporter_ids: number[];
}
