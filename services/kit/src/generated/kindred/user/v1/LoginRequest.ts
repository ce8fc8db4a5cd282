// Original file: proto/kindred/user/v1/user.proto

export interface LoginRequest {
  account?: string;
  password?: string;
}

export interface LoginRequest__Output {
  account: string;
  password: string;
}
