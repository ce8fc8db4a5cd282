// Original file: proto/kindred/user/v1/user_staff.proto

export interface TierAuthorities {
  vip0?: string[];
  vip1?: string[];
  vip2?: string[];
  all?: string[];
}

export interface TierAuthorities__Output {
  vip0: string[];
  vip1: string[];
  vip2: string[];
  all: string[];
}
