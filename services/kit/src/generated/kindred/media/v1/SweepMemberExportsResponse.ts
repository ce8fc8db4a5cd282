// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface SweepMemberExportsResponse {
  removed?: number | string | Long;
}

export interface SweepMemberExportsResponse__Output {
  removed: number;
}
