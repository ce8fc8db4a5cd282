// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMemberSettingsRequest {
  user_id?: number | string | Long;
}

export interface GetMemberSettingsRequest__Output {
  user_id: number;
}
