// Original file: proto/kindred/user/v1/user.proto

export interface AuthorityLists {
  vip0?: string[];
  vip1?: string[];
  vip2?: string[];
}

export interface AuthorityLists__Output {
  vip0: string[];
  vip1: string[];
  vip2: string[];
}
