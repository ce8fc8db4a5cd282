// Original file: proto/kindred/user/v1/account_security.proto

import type { Long } from '@grpc/proto-loader';

export interface CheckPasswordRequest {
  user_id?: number | string | Long;
  password?: string;
}

export interface CheckPasswordRequest__Output {
  user_id: number;
  password: string;
}
