// Original file: proto/kindred/user/v1/discovery.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface SearchMembersRequest {
  caller?: _kindred_common_v1_Caller | null;
  page?: number;
  /**
   * -1: the caller's opposite sex; else 0 or 1.
   */
  sex?: number;
  /**
   * 0: no bound.
   */
  age_min?: number;
  age_max?: number;
  country?: string;
  city?: string;
  online?: boolean;
  with_photo?: boolean;
  interests?: string[];
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only?: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids?: (number | string | Long)[];
}

export interface SearchMembersRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  page: number;
  /**
   * -1: the caller's opposite sex; else 0 or 1.
   */
  sex: number;
  /**
   * 0: no bound.
   */
  age_min: number;
  age_max: number;
  country: string;
  city: string;
  online: boolean;
  with_photo: boolean;
  interests: string[];
  /**
   * The ordered ids alone (member_ids), no cards: the edge fills the cards it keeps.
   */
  ids_only: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids: number[];
}
