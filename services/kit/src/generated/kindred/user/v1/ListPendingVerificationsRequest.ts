// Original file: proto/kindred/user/v1/verification.proto

export interface ListPendingVerificationsRequest {
  page?: number;
}

export interface ListPendingVerificationsRequest__Output {
  page: number;
}
