// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface SetAvatarRequest {
  user_id?: number | string | Long;
  avatar?: string;
}

export interface SetAvatarRequest__Output {
  user_id: number;
  avatar: string;
}
