// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMembersRequest {
  ids?: (number | string | Long)[];
  /**
   * For a member list shown to viewer_id: members hiding from lists are left out (but the viewer).
   */
  listing?: boolean;
  viewer_id?: number | string | Long;
}

export interface GetMembersRequest__Output {
  ids: number[];
  /**
   * For a member list shown to viewer_id: members hiding from lists are left out (but the viewer).
   */
  listing: boolean;
  viewer_id: number;
}
