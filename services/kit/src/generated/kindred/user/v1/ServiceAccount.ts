// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ServiceAccount {
  id?: number | string | Long;
  username?: string;
  avatar?: string;
}

export interface ServiceAccount__Output {
  id: number;
  username: string;
  avatar: string;
}
