// Original file: proto/kindred/common/v1/common.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A member as lists and profiles show them (docs/product.md section 3, "Member list item").
 * is_like, likecount and backphotos are filled by the edge from social and media.
 */
export interface Member {
  id?: number | string | Long;
  username?: string;
  avatar?: string;
  vip?: number;
  is_online?: number;
  is_like?: number;
  sex?: number;
  birthday?: number | string | Long;
  likecount?: number;
  backphotos?: string[];
  last_login_time?: number | string | Long;
  country?: string;
  email?: string;
  mid?: number | string | Long;
  signature?: string;
  /**
   * 1 when staff verified the member (a selfie matched their photos; docs/safety.md), else 0.
   */
  verified?: number;
}

/**
 * A member as lists and profiles show them (docs/product.md section 3, "Member list item").
 * is_like, likecount and backphotos are filled by the edge from social and media.
 */
export interface Member__Output {
  id: number;
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  is_like: number;
  sex: number;
  birthday: number;
  likecount: number;
  backphotos: string[];
  last_login_time: number;
  country: string;
  email: string;
  mid: number;
  signature: string;
  /**
   * 1 when staff verified the member (a selfie matched their photos; docs/safety.md), else 0.
   */
  verified: number;
}
