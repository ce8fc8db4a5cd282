// Original file: proto/kindred/user/v1/user.proto

export interface EndOtherSessionsResponse {
  ended?: number;
}

export interface EndOtherSessionsResponse__Output {
  ended: number;
}
