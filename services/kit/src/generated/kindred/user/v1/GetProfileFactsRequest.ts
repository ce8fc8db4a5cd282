// Original file: proto/kindred/user/v1/discovery.proto

import type { Long } from '@grpc/proto-loader';

export interface GetProfileFactsRequest {
  id?: number | string | Long;
}

export interface GetProfileFactsRequest__Output {
  id: number;
}
