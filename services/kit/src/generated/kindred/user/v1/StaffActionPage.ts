// Original file: proto/kindred/user/v1/user_staff.proto

import type {
  StaffAction as _kindred_user_v1_StaffAction,
  StaffAction__Output as _kindred_user_v1_StaffAction__Output,
} from '../../../kindred/user/v1/StaffAction';

export interface StaffActionPage {
  items?: _kindred_user_v1_StaffAction[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface StaffActionPage__Output {
  items: _kindred_user_v1_StaffAction__Output[];
  page: number;
  last_page: number;
  total: number;
}
