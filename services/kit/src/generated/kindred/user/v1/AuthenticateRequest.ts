// Original file: proto/kindred/user/v1/user.proto

export interface AuthenticateRequest {
  token?: string;
}

export interface AuthenticateRequest__Output {
  token: string;
}
