// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestMemberExportRequest {
  user_id?: number | string | Long;
  /**
   * Set when staff run it for a data-access request (no daily limit; the link goes to the member too).
   */
  staff_id?: number | string | Long;
}

export interface RequestMemberExportRequest__Output {
  user_id: number;
  /**
   * Set when staff run it for a data-access request (no daily limit; the link goes to the member too).
   */
  staff_id: number;
}
