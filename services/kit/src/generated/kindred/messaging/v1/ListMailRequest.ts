// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type { Long } from '@grpc/proto-loader';

export interface ListMailRequest {
  caller?: _kindred_common_v1_Caller | null;
  /**
   * Keyset paging: the mails older than this mail id (0: the newest).
   */
  before_id?: number | string | Long;
  /**
   * Mails a page (1-100; 0: the default of 50).
   */
  limit?: number;
}

export interface ListMailRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  /**
   * Keyset paging: the mails older than this mail id (0: the newest).
   */
  before_id: number;
  /**
   * Mails a page (1-100; 0: the default of 50).
   */
  limit: number;
}
