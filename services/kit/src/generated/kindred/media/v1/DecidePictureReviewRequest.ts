// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface DecidePictureReviewRequest {
  id?: number | string | Long;
  staff_id?: number | string | Long;
  approve?: boolean;
  /**
   * Required to reject; the member reads it.
   */
  reason?: string;
}

export interface DecidePictureReviewRequest__Output {
  id: number;
  staff_id: number;
  approve: boolean;
  /**
   * Required to reject; the member reads it.
   */
  reason: string;
}
