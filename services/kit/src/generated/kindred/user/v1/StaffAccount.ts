// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

/**
 * An account as staff see it: everything but credentials.
 */
export interface StaffAccount {
  id?: number | string | Long;
  username?: string;
  email?: string;
  sex?: number;
  birthday?: number | string | Long;
  country?: string;
  avatar?: string;
  signature?: string;
  status?: number;
  role?: string;
  vip?: number;
  overduedate_1?: number | string | Long;
  overduedate_2?: number | string | Long;
  signup_ip?: string;
  create_time?: number | string | Long;
  last_login_time?: number | string | Long;
  rejection_reason?: string;
  age?: number;
}

/**
 * An account as staff see it: everything but credentials.
 */
export interface StaffAccount__Output {
  id: number;
  username: string;
  email: string;
  sex: number;
  birthday: number;
  country: string;
  avatar: string;
  signature: string;
  status: number;
  role: string;
  vip: number;
  overduedate_1: number;
  overduedate_2: number;
  signup_ip: string;
  create_time: number;
  last_login_time: number;
  rejection_reason: string;
  age: number;
}
