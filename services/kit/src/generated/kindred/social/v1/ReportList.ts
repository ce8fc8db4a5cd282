// Original file: proto/kindred/social/v1/social.proto

import type {
  StoredReport as _kindred_social_v1_StoredReport,
  StoredReport__Output as _kindred_social_v1_StoredReport__Output,
} from '../../../kindred/social/v1/StoredReport';

export interface ReportList {
  reports?: _kindred_social_v1_StoredReport[];
  page?: number;
  last_page?: number;
}

export interface ReportList__Output {
  reports: _kindred_social_v1_StoredReport__Output[];
  page: number;
  last_page: number;
}
