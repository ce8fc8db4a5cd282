// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface GetMembersRequest {
  ids?: (number | string | Long)[];
  /**
   * For a member list shown to viewer_id: members hiding from lists are left out (but the viewer).
   */
  listing?: boolean;
  viewer_id?: number | string | Long;
  /**
   * Erased accounts are left out (an erased id is no member: every call taking a member id refuses it)
   * unless with_erased: a caller showing past conversations names them "deleted member".
   */
  with_erased?: boolean;
  /**
   * Only members others may reach now (follow, chat, mail, gift): active, not erased, not in their
   * deletion grace period (packages/rules visibility.ts, reachRefusal).
   */
  reachable?: boolean;
}

export interface GetMembersRequest__Output {
  ids: number[];
  /**
   * For a member list shown to viewer_id: members hiding from lists are left out (but the viewer).
   */
  listing: boolean;
  viewer_id: number;
  /**
   * Erased accounts are left out (an erased id is no member: every call taking a member id refuses it)
   * unless with_erased: a caller showing past conversations names them "deleted member".
   */
  with_erased: boolean;
  /**
   * Only members others may reach now (follow, chat, mail, gift): active, not erased, not in their
   * deletion grace period (packages/rules visibility.ts, reachRefusal).
   */
  reachable: boolean;
}
