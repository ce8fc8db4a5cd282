// Original file: proto/kindred/user/v1/discovery.proto

import type { Long } from '@grpc/proto-loader';

export interface ListSavedSearchesRequest {
  user_id?: number | string | Long;
}

export interface ListSavedSearchesRequest__Output {
  user_id: number;
}
