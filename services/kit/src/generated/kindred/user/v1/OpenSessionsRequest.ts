// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface OpenSessionsRequest {
  user_id?: number | string | Long;
  token_hashes?: string[];
}

export interface OpenSessionsRequest__Output {
  user_id: number;
  token_hashes: string[];
}
