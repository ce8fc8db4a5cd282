// Original file: proto/kindred/social/v1/social.proto

import type {
  Trend as _kindred_social_v1_Trend,
  Trend__Output as _kindred_social_v1_Trend__Output,
} from '../../../kindred/social/v1/Trend';

export interface TrendPage {
  trends?: _kindred_social_v1_Trend[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface TrendPage__Output {
  trends: _kindred_social_v1_Trend__Output[];
  page: number;
  last_page: number;
  total: number;
}
