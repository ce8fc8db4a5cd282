// Original file: proto/kindred/user/v1/user_staff.proto

import type {
  StaffAccount as _kindred_user_v1_StaffAccount,
  StaffAccount__Output as _kindred_user_v1_StaffAccount__Output,
} from '../../../kindred/user/v1/StaffAccount';

export interface StaffAccountPage {
  items?: _kindred_user_v1_StaffAccount[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface StaffAccountPage__Output {
  items: _kindred_user_v1_StaffAccount__Output[];
  page: number;
  last_page: number;
  total: number;
}
