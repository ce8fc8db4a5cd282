// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface ChangeSignatureRequest {
  user_id?: number | string | Long;
  signature?: string;
}

export interface ChangeSignatureRequest__Output {
  user_id: number;
  signature: string;
}
