// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface MemberPrivacy {
  id?: number | string | Long;
  chat_from?: string;
  hide_online?: boolean;
}

export interface MemberPrivacy__Output {
  id: number;
  chat_from: string;
  hide_online: boolean;
}
