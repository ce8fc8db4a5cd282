// Original file: proto/kindred/messaging/v1/messaging.proto

import type { Long } from '@grpc/proto-loader';

/**
 * kind: blocked | reported; member_id: the member blocked or reported; by: who did.
 */
export interface NoteComplaintRequest {
  member_id?: number | string | Long;
  kind?: string;
  by?: number | string | Long;
}

/**
 * kind: blocked | reported; member_id: the member blocked or reported; by: who did.
 */
export interface NoteComplaintRequest__Output {
  member_id: number;
  kind: string;
  by: number;
}
