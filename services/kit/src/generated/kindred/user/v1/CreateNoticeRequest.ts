// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateNoticeRequest {
  user_id?: number | string | Long;
  type?: string;
  gift?: string;
  content?: string;
  /**
   * Retried calls with the same key create one notice.
   */
  idempotency_key?: string;
}

export interface CreateNoticeRequest__Output {
  user_id: number;
  type: string;
  gift: string;
  content: string;
  /**
   * Retried calls with the same key create one notice.
   */
  idempotency_key: string;
}
