// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ReviewRegistrationsResponse {
  approved?: (number | string | Long)[];
  rejected?: (number | string | Long)[];
  skipped?: (number | string | Long)[];
}

export interface ReviewRegistrationsResponse__Output {
  approved: number[];
  rejected: number[];
  skipped: number[];
}
