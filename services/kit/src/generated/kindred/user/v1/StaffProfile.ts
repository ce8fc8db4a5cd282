// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

export interface StaffProfile {
  id?: number | string | Long;
  username?: string;
  role?: string;
  totp_enabled?: boolean;
  totp_required?: boolean;
}

export interface StaffProfile__Output {
  id: number;
  username: string;
  role: string;
  totp_enabled: boolean;
  totp_required: boolean;
}
