// Original file: proto/kindred/media/v1/member_exports.proto

import type { Long } from '@grpc/proto-loader';

export interface OpenMemberExportRequest {
  token?: string;
  /**
   * The signed-in member; a token of another member's export is export_not_found.
   */
  user_id?: number | string | Long;
}

export interface OpenMemberExportRequest__Output {
  token: string;
  /**
   * The signed-in member; a token of another member's export is export_not_found.
   */
  user_id: number;
}
