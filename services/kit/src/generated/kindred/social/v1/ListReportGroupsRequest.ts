// Original file: proto/kindred/social/v1/social_staff.proto

export interface ListReportGroupsRequest {
  page?: number;
}

export interface ListReportGroupsRequest__Output {
  page: number;
}
