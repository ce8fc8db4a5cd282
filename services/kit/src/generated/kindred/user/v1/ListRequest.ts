// Original file: proto/kindred/user/v1/user.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface ListRequest {
  caller?: _kindred_common_v1_Caller | null;
  limit?: number;
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only?: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge): left out of the page,
   * its total and where deep pages start.
   */
  blocked_ids?: (number | string | Long)[];
  /**
   * The list of the caller's kind, shared by every viewer of it (as ListMembersRequest's shared):
   * the caller and blocked_ids are not left out, over_fetch more ids follow the limit.
   */
  shared?: boolean;
  over_fetch?: number;
}

export interface ListRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  limit: number;
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge): left out of the page,
   * its total and where deep pages start.
   */
  blocked_ids: number[];
  /**
   * The list of the caller's kind, shared by every viewer of it (as ListMembersRequest's shared):
   * the caller and blocked_ids are not left out, over_fetch more ids follow the limit.
   */
  shared: boolean;
  over_fetch: number;
}
