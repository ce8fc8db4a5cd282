// Original file: proto/kindred/social/v1/social_staff.proto

import type {
  ReportEvidenceItem as _kindred_social_v1_ReportEvidenceItem,
  ReportEvidenceItem__Output as _kindred_social_v1_ReportEvidenceItem__Output,
} from '../../../kindred/social/v1/ReportEvidenceItem';
import type { Long } from '@grpc/proto-loader';

export interface ReportEvidenceList {
  report_id?: number | string | Long;
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  items?: _kindred_social_v1_ReportEvidenceItem[];
}

export interface ReportEvidenceList__Output {
  report_id: number;
  reporter_id: number;
  target_id: number;
  items: _kindred_social_v1_ReportEvidenceItem__Output[];
}
