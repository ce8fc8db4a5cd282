// Original file: proto/kindred/user/v1/user_staff.proto

export interface SearchAccountsRequest {
  q?: string;
  status?: number;
  page?: number;
}

export interface SearchAccountsRequest__Output {
  q: string;
  status: number;
  page: number;
}
