// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

/**
 * The session record of docs/product.md section 3. amount and newfeedcount are filled by the edge.
 */
export interface SessionUser {
  id?: number | string | Long;
  token?: string;
  username?: string;
  avatar?: string;
  sex?: number;
  birthday?: number | string | Long;
  email?: string;
  country?: string;
  vip?: number;
  signature?: string;
  amount?: string;
  invitation_code?: string;
  newfeedcount?: number;
  overduedate_1?: number | string | Long;
  overduedate_2?: number | string | Long;
  status?: number;
  laid?: string;
  role?: string;
}

/**
 * The session record of docs/product.md section 3. amount and newfeedcount are filled by the edge.
 */
export interface SessionUser__Output {
  id: number;
  token: string;
  username: string;
  avatar: string;
  sex: number;
  birthday: number;
  email: string;
  country: string;
  vip: number;
  signature: string;
  amount: string;
  invitation_code: string;
  newfeedcount: number;
  overduedate_1: number;
  overduedate_2: number;
  status: number;
  laid: string;
  role: string;
}
