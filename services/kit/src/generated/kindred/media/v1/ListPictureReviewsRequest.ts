// Original file: proto/kindred/media/v1/media.proto

export interface ListPictureReviewsRequest {
  page?: number;
}

export interface ListPictureReviewsRequest__Output {
  page: number;
}
