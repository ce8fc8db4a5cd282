// Original file: proto/kindred/user/v1/discovery.proto

import type {
  SavedSearch as _kindred_user_v1_SavedSearch,
  SavedSearch__Output as _kindred_user_v1_SavedSearch__Output,
} from '../../../kindred/user/v1/SavedSearch';

export interface SavedSearchList {
  searches?: _kindred_user_v1_SavedSearch[];
}

export interface SavedSearchList__Output {
  searches: _kindred_user_v1_SavedSearch__Output[];
}
