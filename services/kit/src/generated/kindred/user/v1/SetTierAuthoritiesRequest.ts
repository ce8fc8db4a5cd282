// Original file: proto/kindred/user/v1/user_staff.proto

export interface SetTierAuthoritiesRequest {
  vip?: number;
  authorities?: string[];
}

export interface SetTierAuthoritiesRequest__Output {
  vip: number;
  authorities: string[];
}
