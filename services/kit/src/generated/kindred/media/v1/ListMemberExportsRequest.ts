// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMemberExportsRequest {
  user_id?: number | string | Long;
}

export interface ListMemberExportsRequest__Output {
  user_id: number;
}
