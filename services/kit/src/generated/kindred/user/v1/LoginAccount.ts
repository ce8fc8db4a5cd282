// Original file: proto/kindred/user/v1/account_security.proto

import type { Long } from '@grpc/proto-loader';

export interface LoginAccount {
  user_id?: number | string | Long;
}

export interface LoginAccount__Output {
  user_id: number;
}
