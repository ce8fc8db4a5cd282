// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

/**
 * state: pending | ready | failed | expired. key: the token of the download link once ready. Times in seconds.
 */
export interface MemberExport {
  id?: number | string | Long;
  user_id?: number | string | Long;
  state?: string;
  key?: string;
  request_time?: number | string | Long;
  ready_time?: number | string | Long;
  expire_time?: number | string | Long;
  staff_id?: number | string | Long;
  size?: number | string | Long;
}

/**
 * state: pending | ready | failed | expired. key: the token of the download link once ready. Times in seconds.
 */
export interface MemberExport__Output {
  id: number;
  user_id: number;
  state: string;
  key: string;
  request_time: number;
  ready_time: number;
  expire_time: number;
  staff_id: number;
  size: number;
}
