// Original file: proto/kindred/user/v1/user.proto

export interface OpenSessionsResponse {
  token_hashes?: string[];
}

export interface OpenSessionsResponse__Output {
  token_hashes: string[];
}
