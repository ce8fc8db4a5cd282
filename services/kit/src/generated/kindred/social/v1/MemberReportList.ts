// Original file: proto/kindred/social/v1/social_staff.proto

import type {
  MemberReport as _kindred_social_v1_MemberReport,
  MemberReport__Output as _kindred_social_v1_MemberReport__Output,
} from '../../../kindred/social/v1/MemberReport';

export interface MemberReportList {
  reports?: _kindred_social_v1_MemberReport[];
}

export interface MemberReportList__Output {
  reports: _kindred_social_v1_MemberReport__Output[];
}
