// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * kind: chat | mail; the text as the reporter received it.
 */
export interface ReportEvidence {
  kind?: string;
  message_id?: number | string | Long;
  content?: string;
  /**
   * Seconds.
   */
  sent_at?: number | string | Long;
  flagged?: boolean;
}

/**
 * kind: chat | mail; the text as the reporter received it.
 */
export interface ReportEvidence__Output {
  kind: string;
  message_id: number;
  content: string;
  /**
   * Seconds.
   */
  sent_at: number;
  flagged: boolean;
}
