// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface MarkNoticeReadRequest {
  user_id?: number | string | Long;
  id?: number | string | Long;
}

export interface MarkNoticeReadRequest__Output {
  user_id: number;
  id: number;
}
