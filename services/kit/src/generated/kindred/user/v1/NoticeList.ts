// Original file: proto/kindred/user/v1/user.proto

import type {
  Notice as _kindred_user_v1_Notice,
  Notice__Output as _kindred_user_v1_Notice__Output,
} from '../../../kindred/user/v1/Notice';

export interface NoticeList {
  notices?: _kindred_user_v1_Notice[];
  unread?: number;
}

export interface NoticeList__Output {
  notices: _kindred_user_v1_Notice__Output[];
  unread: number;
}
