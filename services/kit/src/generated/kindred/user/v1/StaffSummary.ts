// Original file: proto/kindred/user/v1/user_staff.proto

import type {
  DayCount as _kindred_user_v1_DayCount,
  DayCount__Output as _kindred_user_v1_DayCount__Output,
} from '../../../kindred/user/v1/DayCount';

export interface StaffSummary {
  pending_reviews?: number;
  signups?: _kindred_user_v1_DayCount[];
}

export interface StaffSummary__Output {
  pending_reviews: number;
  signups: _kindred_user_v1_DayCount__Output[];
}
