// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ListAccountEventsRequest {
  after_id?: number | string | Long;
  limit?: number;
}

export interface ListAccountEventsRequest__Output {
  after_id: number;
  limit: number;
}
