// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMemberPictureReviewsRequest {
  user_id?: number | string | Long;
}

export interface ListMemberPictureReviewsRequest__Output {
  user_id: number;
}
