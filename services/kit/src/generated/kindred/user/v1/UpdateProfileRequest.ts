// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface UpdateProfileRequest {
  user_id?: number | string | Long;
  avatar?: string;
  email?: string;
  sex?: number;
  birthday?: number | string | Long;
  country?: string;
}

export interface UpdateProfileRequest__Output {
  user_id: number;
  avatar: string;
  email: string;
  sex: number;
  birthday: number;
  country: string;
}
