// Original file: proto/kindred/user/v1/user_staff.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One staff action of the append-only audit log; before/after are JSON documents.
 */
export interface StaffAction {
  id?: number | string | Long;
  staff_id?: number | string | Long;
  staff_username?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  before_json?: string;
  after_json?: string;
  create_time?: number | string | Long;
}

/**
 * One staff action of the append-only audit log; before/after are JSON documents.
 */
export interface StaffAction__Output {
  id: number;
  staff_id: number;
  staff_username: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string;
  after_json: string;
  create_time: number;
}
