// Original file: proto/kindred/user/v1/user.proto

import type { Long } from '@grpc/proto-loader';

export interface MemberPrivacy {
  id?: number | string | Long;
  chat_from?: string;
  hide_online?: boolean;
  /**
   * The account facts the visibility policy needs (packages/rules visibility.ts, SubjectFacts); an id
   * with no account answers found false.
   */
  found?: boolean;
  status?: number;
  erased?: boolean;
  deletion_pending?: boolean;
  /**
   * Not shown to signed-out visitors (pictures under /media included).
   */
  hide_from_visitors?: boolean;
  /**
   * When the account was made (unix seconds; 0 when not found): the first-message allowance (docs/safety.md).
   */
  registered_at?: number | string | Long;
  /**
   * Staff approved the member's verification selfie (docs/safety.md, "Verified profiles"): chat starts
   * to a member with chat_from "verified" need it of the sender.
   */
  verified?: boolean;
}

export interface MemberPrivacy__Output {
  id: number;
  chat_from: string;
  hide_online: boolean;
  /**
   * The account facts the visibility policy needs (packages/rules visibility.ts, SubjectFacts); an id
   * with no account answers found false.
   */
  found: boolean;
  status: number;
  erased: boolean;
  deletion_pending: boolean;
  /**
   * Not shown to signed-out visitors (pictures under /media included).
   */
  hide_from_visitors: boolean;
  /**
   * When the account was made (unix seconds; 0 when not found): the first-message allowance (docs/safety.md).
   */
  registered_at: number;
  /**
   * Staff approved the member's verification selfie (docs/safety.md, "Verified profiles"): chat starts
   * to a member with chat_from "verified" need it of the sender.
   */
  verified: boolean;
}
