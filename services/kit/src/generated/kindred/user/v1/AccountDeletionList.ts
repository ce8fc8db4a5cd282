// Original file: proto/kindred/user/v1/member_data.proto

import type {
  AccountDeletion as _kindred_user_v1_AccountDeletion,
  AccountDeletion__Output as _kindred_user_v1_AccountDeletion__Output,
} from '../../../kindred/user/v1/AccountDeletion';

export interface AccountDeletionList {
  deletions?: _kindred_user_v1_AccountDeletion[];
}

export interface AccountDeletionList__Output {
  deletions: _kindred_user_v1_AccountDeletion__Output[];
}
