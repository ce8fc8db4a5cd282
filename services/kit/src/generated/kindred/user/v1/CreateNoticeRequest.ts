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
  /**
   * The member the notice names (a gift's giver; 0: none): erasing that member scrubs their name here.
   */
  about_member_id?: number | string | Long;
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
  /**
   * The member the notice names (a gift's giver; 0: none): erasing that member scrubs their name here.
   */
  about_member_id: number;
}
