// Original file: proto/kindred/user/v1/user.proto

export interface FindMemberByUsernameRequest {
  username?: string;
}

export interface FindMemberByUsernameRequest__Output {
  username: string;
}
