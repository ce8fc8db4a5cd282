// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ListStaffActionsRequest {
  staff_id?: number | string | Long;
  action?: string;
  target_id?: string;
  from?: number | string | Long;
  to?: number | string | Long;
  page?: number;
}

export interface ListStaffActionsRequest__Output {
  staff_id: number;
  action: string;
  target_id: string;
  from: number;
  to: number;
  page: number;
}
