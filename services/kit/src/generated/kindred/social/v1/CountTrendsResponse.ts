// Original file: proto/kindred/social/v1/social.proto

export interface CountTrendsResponse {
  count?: number;
}

export interface CountTrendsResponse__Output {
  count: number;
}
