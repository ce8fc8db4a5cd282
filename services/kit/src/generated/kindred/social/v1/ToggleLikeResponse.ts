// Original file: proto/kindred/social/v1/social.proto

export interface ToggleLikeResponse {
  is_like?: number;
  likecount?: number;
}

export interface ToggleLikeResponse__Output {
  is_like: number;
  likecount: number;
}
