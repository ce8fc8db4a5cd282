// Original file: proto/kindred/social/v1/social.proto

/**
 * Reports kept for staff review, newest activity first, 50 a page. status: open (default) | all.
 */
export interface ListReportsRequest {
  status?: string;
  page?: number;
}

/**
 * Reports kept for staff review, newest activity first, 50 a page. status: open (default) | all.
 */
export interface ListReportsRequest__Output {
  status: string;
  page: number;
}
