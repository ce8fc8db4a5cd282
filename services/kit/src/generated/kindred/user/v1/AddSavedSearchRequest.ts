// Original file: proto/kindred/user/v1/discovery.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type {
  SavedSearch as _kindred_user_v1_SavedSearch,
  SavedSearch__Output as _kindred_user_v1_SavedSearch__Output,
} from '../../../kindred/user/v1/SavedSearch';

export interface AddSavedSearchRequest {
  caller?: _kindred_common_v1_Caller | null;
  /**
   * The filters and the name; id and create_time are ignored.
   */
  search?: _kindred_user_v1_SavedSearch | null;
}

export interface AddSavedSearchRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  /**
   * The filters and the name; id and create_time are ignored.
   */
  search: _kindred_user_v1_SavedSearch__Output | null;
}
