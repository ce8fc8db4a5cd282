// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface EndOtherSessionsRequest {
  user_id?: number | string | Long;
  keep_token?: string;
}

export interface EndOtherSessionsRequest__Output {
  user_id: number;
  keep_token: string;
}
