// Original file: proto/kindred/user/v1/user.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface SearchOppositeSexRequest {
  caller?: _kindred_common_v1_Caller | null;
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
   * As ListRequest's shared and over_fetch.
   */
  shared?: boolean;
  over_fetch?: number;
}

export interface SearchOppositeSexRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
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
   * As ListRequest's shared and over_fetch.
   */
  shared: boolean;
  over_fetch: number;
}
