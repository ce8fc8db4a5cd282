// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface PictureReview {
  id?: number | string | Long;
  user_id?: number | string | Long;
  /**
   * avatar | photo
   */
  kind?: string;
  /**
   * The picture while it is kept (empty once a rejected picture is removed).
   */
  img?: string;
  /**
   * pending | approved | rejected
   */
  state?: string;
  reason?: string;
  create_time?: number | string | Long;
  decide_time?: number | string | Long;
  /**
   * Other accounts with a picture within the hash distance (the same picture used by several accounts).
   */
  shared_with?: (number | string | Long)[];
  staff_id?: number | string | Long;
}

export interface PictureReview__Output {
  id: number;
  user_id: number;
  /**
   * avatar | photo
   */
  kind: string;
  /**
   * The picture while it is kept (empty once a rejected picture is removed).
   */
  img: string;
  /**
   * pending | approved | rejected
   */
  state: string;
  reason: string;
  create_time: number;
  decide_time: number;
  /**
   * Other accounts with a picture within the hash distance (the same picture used by several accounts).
   */
  shared_with: number[];
  staff_id: number;
}
