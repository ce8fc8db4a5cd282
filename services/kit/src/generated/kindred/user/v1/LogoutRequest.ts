// Original file: proto/kindred/user/v1/user.proto

export interface LogoutRequest {
  token?: string;
}

export interface LogoutRequest__Output {
  token: string;
}
