// Original file: proto/kindred/social/v1/social.proto

import type {
  ReportEvidence as _kindred_social_v1_ReportEvidence,
  ReportEvidence__Output as _kindred_social_v1_ReportEvidence__Output,
} from '../../../kindred/social/v1/ReportEvidence';
import type { Long } from '@grpc/proto-loader';

/**
 * type 1 ads, 2 offensive, 3 illegal. A repeat by the same reporter on the same target within
 * 24 h merges into the open report (merged = true).
 */
export interface ReportRequest {
  reporter_id?: number | string | Long;
  target_id?: number | string | Long;
  type?: number;
  /**
   * A message the reporter received from the target, attached by the reporter's own act
   * (docs/safety.md); absent: a report without evidence.
   */
  evidence?: _kindred_social_v1_ReportEvidence | null;
}

/**
 * type 1 ads, 2 offensive, 3 illegal. A repeat by the same reporter on the same target within
 * 24 h merges into the open report (merged = true).
 */
export interface ReportRequest__Output {
  reporter_id: number;
  target_id: number;
  type: number;
  /**
   * A message the reporter received from the target, attached by the reporter's own act
   * (docs/safety.md); absent: a report without evidence.
   */
  evidence: _kindred_social_v1_ReportEvidence__Output | null;
}
