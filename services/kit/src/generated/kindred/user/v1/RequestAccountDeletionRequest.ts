// Original file: proto/kindred/user/v1/member_data.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestAccountDeletionRequest {
  user_id?: number | string | Long;
  password?: string;
}

export interface RequestAccountDeletionRequest__Output {
  user_id: number;
  password: string;
}
