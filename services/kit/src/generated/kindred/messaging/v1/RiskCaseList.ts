// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type {
  RiskCase as _kindred_messaging_v1_RiskCase,
  RiskCase__Output as _kindred_messaging_v1_RiskCase__Output,
} from '../../../kindred/messaging/v1/RiskCase';

export interface RiskCaseList {
  cases?: _kindred_messaging_v1_RiskCase[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface RiskCaseList__Output {
  cases: _kindred_messaging_v1_RiskCase__Output[];
  page: number;
  last_page: number;
  total: number;
}
