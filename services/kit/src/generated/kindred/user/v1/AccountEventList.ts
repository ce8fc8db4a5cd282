// Original file: proto/kindred/user/v1/user.proto

import type {
  AccountEvent as _kindred_user_v1_AccountEvent,
  AccountEvent__Output as _kindred_user_v1_AccountEvent__Output,
} from '../../../kindred/user/v1/AccountEvent';

export interface AccountEventList {
  events?: _kindred_user_v1_AccountEvent[];
}

export interface AccountEventList__Output {
  events: _kindred_user_v1_AccountEvent__Output[];
}
