// Original file: proto/kindred/messaging/v1/messaging_staff.proto

export interface ListRiskCasesRequest {
  page?: number;
}

export interface ListRiskCasesRequest__Output {
  page: number;
}
