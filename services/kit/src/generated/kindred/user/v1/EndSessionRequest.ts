// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface EndSessionRequest {
  user_id?: number | string | Long;
  session_id?: number | string | Long;
}

export interface EndSessionRequest__Output {
  user_id: number;
  session_id: number;
}
