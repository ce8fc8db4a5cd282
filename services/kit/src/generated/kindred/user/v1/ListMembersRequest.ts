// Original file: proto/kindred/user/v1/user.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface ListMembersRequest {
  caller?: _kindred_common_v1_Caller | null;
  page?: number;
  username?: string;
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
   * The page of the caller's kind (tier, sex, role, authorities), shared by every viewer of it: the
   * caller and blocked_ids are not left out (the edge leaves them out), and over_fetch more ids follow
   * the page. With among_ids: only those of them the list holds, from its top, in its order.
   */
  shared?: boolean;
  over_fetch?: number;
  among_ids?: (number | string | Long)[];
}

export interface ListMembersRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  page: number;
  username: string;
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
   * The page of the caller's kind (tier, sex, role, authorities), shared by every viewer of it: the
   * caller and blocked_ids are not left out (the edge leaves them out), and over_fetch more ids follow
   * the page. With among_ids: only those of them the list holds, from its top, in its order.
   */
  shared: boolean;
  over_fetch: number;
  among_ids: number[];
}
