// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface DecideMemberExportRequest {
  id?: number | string | Long;
  staff_id?: number | string | Long;
  approve?: boolean;
}

export interface DecideMemberExportRequest__Output {
  id: number;
  staff_id: number;
  approve: boolean;
}
