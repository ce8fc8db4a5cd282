// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type {
  RiskReason as _kindred_messaging_v1_RiskReason,
  RiskReason__Output as _kindred_messaging_v1_RiskReason__Output,
} from '../../../kindred/messaging/v1/RiskReason';
import type { Long } from '@grpc/proto-loader';

/**
 * state: open | limited | suspended | cleared; times in unix seconds (0: none).
 */
export interface RiskCase {
  member_id?: number | string | Long;
  state?: string;
  score?: number;
  reasons?: _kindred_messaging_v1_RiskReason[];
  opened_at?: number | string | Long;
  updated_at?: number | string | Long;
  decided_by?: number | string | Long;
  decided_at?: number | string | Long;
}

/**
 * state: open | limited | suspended | cleared; times in unix seconds (0: none).
 */
export interface RiskCase__Output {
  member_id: number;
  state: string;
  score: number;
  reasons: _kindred_messaging_v1_RiskReason__Output[];
  opened_at: number;
  updated_at: number;
  decided_by: number;
  decided_at: number;
}
