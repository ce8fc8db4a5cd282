// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface TotpCodeRequest {
  staff_id?: number | string | Long;
  code?: string;
}

export interface TotpCodeRequest__Output {
  staff_id: number;
  code: string;
}
