// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestMemberExportRequest {
  user_id?: number | string | Long;
  /**
   * Set for a data-access request of staff (no daily limit; needs a second staff member's approval).
   */
  staff_id?: number | string | Long;
  /**
   * The written reason of a data-access request.
   */
  reason?: string;
}

export interface RequestMemberExportRequest__Output {
  user_id: number;
  /**
   * Set for a data-access request of staff (no daily limit; needs a second staff member's approval).
   */
  staff_id: number;
  /**
   * The written reason of a data-access request.
   */
  reason: string;
}
