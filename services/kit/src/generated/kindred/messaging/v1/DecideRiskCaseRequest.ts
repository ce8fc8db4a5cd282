// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface DecideRiskCaseRequest {
  member_id?: number | string | Long;
  decision?: string;
  staff_id?: number | string | Long;
}

export interface DecideRiskCaseRequest__Output {
  member_id: number;
  decision: string;
  staff_id: number;
}
