// Original file: proto/kindred/user/v1/account_security.proto

export interface EmailChangeCodeRequest {
  code?: string;
  site_url?: string;
}

export interface EmailChangeCodeRequest__Output {
  code: string;
  site_url: string;
}
