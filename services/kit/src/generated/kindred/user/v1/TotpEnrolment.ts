// Original file: proto/kindred/user/v1/user_staff.proto

export interface TotpEnrolment {
  secret?: string;
  otpauth_url?: string;
}

export interface TotpEnrolment__Output {
  secret: string;
  otpauth_url: string;
}
