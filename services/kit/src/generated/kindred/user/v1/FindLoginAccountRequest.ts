// Original file: proto/kindred/user/v1/account_security.proto

export interface FindLoginAccountRequest {
  account?: string;
}

export interface FindLoginAccountRequest__Output {
  account: string;
}
