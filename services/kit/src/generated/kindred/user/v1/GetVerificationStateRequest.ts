// Original file: proto/kindred/user/v1/verification.proto

import type { Long } from '@grpc/proto-loader';

export interface GetVerificationStateRequest {
  user_id?: number | string | Long;
}

export interface GetVerificationStateRequest__Output {
  user_id: number;
}
