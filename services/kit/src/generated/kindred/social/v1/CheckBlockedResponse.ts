// Original file: proto/kindred/social/v1/social.proto

export interface CheckBlockedResponse {
  blocked?: boolean;
}

export interface CheckBlockedResponse__Output {
  blocked: boolean;
}
