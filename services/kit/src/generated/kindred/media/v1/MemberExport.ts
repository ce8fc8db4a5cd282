// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

/**
 * state: awaiting | declined | pending | ready | downloaded | failed | expired. Times in seconds.
 * No field carries the download token: only the member's mail and notices hold it.
 */
export interface MemberExport {
  id?: number | string | Long;
  user_id?: number | string | Long;
  state?: string;
  request_time?: number | string | Long;
  ready_time?: number | string | Long;
  expire_time?: number | string | Long;
  staff_id?: number | string | Long;
  size?: number | string | Long;
  reason?: string;
  /**
   * The staff member who approved or declined a data-access request (0 while awaiting).
   */
  approver_id?: number | string | Long;
  decide_time?: number | string | Long;
  download_time?: number | string | Long;
}

/**
 * state: awaiting | declined | pending | ready | downloaded | failed | expired. Times in seconds.
 * No field carries the download token: only the member's mail and notices hold it.
 */
export interface MemberExport__Output {
  id: number;
  user_id: number;
  state: string;
  request_time: number;
  ready_time: number;
  expire_time: number;
  staff_id: number;
  size: number;
  reason: string;
  /**
   * The staff member who approved or declined a data-access request (0 while awaiting).
   */
  approver_id: number;
  decide_time: number;
  download_time: number;
}
