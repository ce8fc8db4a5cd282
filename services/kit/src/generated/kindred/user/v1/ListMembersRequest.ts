// Original file: proto/kindred/user/v1/user.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';

export interface ListMembersRequest {
  caller?: _kindred_common_v1_Caller | null;
  page?: number;
  username?: string;
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only?: boolean;
}

export interface ListMembersRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  page: number;
  username: string;
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only: boolean;
}
