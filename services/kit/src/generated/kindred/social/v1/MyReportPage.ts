// Original file: proto/kindred/social/v1/social.proto

import type {
  MyReport as _kindred_social_v1_MyReport,
  MyReport__Output as _kindred_social_v1_MyReport__Output,
} from '../../../kindred/social/v1/MyReport';

export interface MyReportPage {
  reports?: _kindred_social_v1_MyReport[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface MyReportPage__Output {
  reports: _kindred_social_v1_MyReport__Output[];
  page: number;
  last_page: number;
  total: number;
}
