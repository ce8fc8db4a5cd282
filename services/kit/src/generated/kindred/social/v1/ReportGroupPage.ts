// Original file: proto/kindred/social/v1/social_staff.proto

import type {
  ReportGroup as _kindred_social_v1_ReportGroup,
  ReportGroup__Output as _kindred_social_v1_ReportGroup__Output,
} from '../../../kindred/social/v1/ReportGroup';

export interface ReportGroupPage {
  groups?: _kindred_social_v1_ReportGroup[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface ReportGroupPage__Output {
  groups: _kindred_social_v1_ReportGroup__Output[];
  page: number;
  last_page: number;
  total: number;
}
