// Original file: proto/kindred/user/v1/user.proto

import type {
  AuthorityLists as _kindred_user_v1_AuthorityLists,
  AuthorityLists__Output as _kindred_user_v1_AuthorityLists__Output,
} from '../../../kindred/user/v1/AuthorityLists';
import type {
  ServiceAccount as _kindred_user_v1_ServiceAccount,
  ServiceAccount__Output as _kindred_user_v1_ServiceAccount__Output,
} from '../../../kindred/user/v1/ServiceAccount';

export interface InitData {
  authority?: _kindred_user_v1_AuthorityLists | null;
  service?: _kindred_user_v1_ServiceAccount | null;
}

export interface InitData__Output {
  authority: _kindred_user_v1_AuthorityLists__Output | null;
  service: _kindred_user_v1_ServiceAccount__Output | null;
}
