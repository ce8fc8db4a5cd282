// Original file: proto/kindred/media/v1/media.proto

import type {
  PictureReview as _kindred_media_v1_PictureReview,
  PictureReview__Output as _kindred_media_v1_PictureReview__Output,
} from '../../../kindred/media/v1/PictureReview';

export interface PictureReviewPage {
  items?: _kindred_media_v1_PictureReview[];
  page?: number;
  last_page?: number;
  total?: number;
}

export interface PictureReviewPage__Output {
  items: _kindred_media_v1_PictureReview__Output[];
  page: number;
  last_page: number;
  total: number;
}
