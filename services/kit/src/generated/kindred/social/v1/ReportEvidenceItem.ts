// Original file: proto/kindred/social/v1/social_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface ReportEvidenceItem {
  kind?: string;
  message_id?: number | string | Long;
  content?: string;
  sent_at?: number | string | Long;
  flagged?: boolean;
  attached_at?: number | string | Long;
}

export interface ReportEvidenceItem__Output {
  kind: string;
  message_id: number;
  content: string;
  sent_at: number;
  flagged: boolean;
  attached_at: number;
}
