// Original file: proto/kindred/user/v1/discovery.proto

import type { Long } from '@grpc/proto-loader';

export interface DeleteSavedSearchRequest {
  user_id?: number | string | Long;
  id?: number | string | Long;
}

export interface DeleteSavedSearchRequest__Output {
  user_id: number;
  id: number;
}
