// Original file: proto/kindred/social/v1/social_staff.proto

export interface OpenReportCount {
  count?: number;
}

export interface OpenReportCount__Output {
  count: number;
}
