// Original file: proto/kindred/user/v1/account_security.proto

import type { Long } from '@grpc/proto-loader';

export interface RequestEmailChangeRequest {
  user_id?: number | string | Long;
  email?: string;
  password?: string;
  /**
   * The site's address, for the links in the mails.
   */
  site_url?: string;
}

export interface RequestEmailChangeRequest__Output {
  user_id: number;
  email: string;
  password: string;
  /**
   * The site's address, for the links in the mails.
   */
  site_url: string;
}
