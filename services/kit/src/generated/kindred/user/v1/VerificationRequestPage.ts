// Original file: proto/kindred/user/v1/verification.proto

import type {
  VerificationRequest as _kindred_user_v1_VerificationRequest,
  VerificationRequest__Output as _kindred_user_v1_VerificationRequest__Output,
} from '../../../kindred/user/v1/VerificationRequest';

export interface VerificationRequestPage {
  items?: _kindred_user_v1_VerificationRequest[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface VerificationRequestPage__Output {
  items: _kindred_user_v1_VerificationRequest__Output[];
  page: number;
  last_page: number;
  total: number;
}
