// Original file: proto/kindred/user/v1/user.proto

export interface ResetPasswordRequest {
  code?: string;
  password?: string;
}

export interface ResetPasswordRequest__Output {
  code: string;
  password: string;
}
