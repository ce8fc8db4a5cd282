// Original file: proto/kindred/user/v1/member_data.proto

import type { Long } from '@grpc/proto-loader';

export interface AnnounceMemberExportRequest {
  user_id?: number | string | Long;
  /**
   * The download link (absolute) and when it stops working (seconds).
   */
  link?: string;
  expire_time?: number | string | Long;
  /**
   * Retried calls with the same key make one notice.
   */
  idempotency_key?: string;
}

export interface AnnounceMemberExportRequest__Output {
  user_id: number;
  /**
   * The download link (absolute) and when it stops working (seconds).
   */
  link: string;
  expire_time: number;
  /**
   * Retried calls with the same key make one notice.
   */
  idempotency_key: string;
}
