// Original file: proto/kindred/user/v1/discovery.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface SuggestMembersRequest {
  caller?: _kindred_common_v1_Caller | null;
  page?: number;
  ids_only?: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids?: (number | string | Long)[];
  /**
   * Members the caller follows already (social's, passed by the edge).
   */
  excluded_ids?: (number | string | Long)[];
}

export interface SuggestMembersRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  page: number;
  ids_only: boolean;
  /**
   * Members the caller blocked or is blocked by (social's, passed by the edge).
   */
  blocked_ids: number[];
  /**
   * Members the caller follows already (social's, passed by the edge).
   */
  excluded_ids: number[];
}
