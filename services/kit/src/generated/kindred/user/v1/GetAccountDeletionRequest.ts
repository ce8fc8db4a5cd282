// Original file: proto/kindred/user/v1/member_data.proto

import type { Long } from '@grpc/proto-loader';

export interface GetAccountDeletionRequest {
  user_id?: number | string | Long;
}

export interface GetAccountDeletionRequest__Output {
  user_id: number;
}
