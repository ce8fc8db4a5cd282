// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type {
  RiskCase as _kindred_messaging_v1_RiskCase,
  RiskCase__Output as _kindred_messaging_v1_RiskCase__Output,
} from '../../../kindred/messaging/v1/RiskCase';

/**
 * before: the case as it was (absent when the member had none).
 */
export interface RiskCaseDecision {
  before?: _kindred_messaging_v1_RiskCase | null;
  after?: _kindred_messaging_v1_RiskCase | null;
}

/**
 * before: the case as it was (absent when the member had none).
 */
export interface RiskCaseDecision__Output {
  before: _kindred_messaging_v1_RiskCase__Output | null;
  after: _kindred_messaging_v1_RiskCase__Output | null;
}
