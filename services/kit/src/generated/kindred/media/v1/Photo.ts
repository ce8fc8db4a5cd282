// Original file: proto/kindred/media/v1/media.proto

import type { Long } from '@grpc/proto-loader';

export interface Photo {
  pid?: number | string | Long;
  img?: string;
  create_time?: number | string | Long;
  user_id?: number | string | Long;
  /**
   * pending | approved: only the owner (ListPhotosRequest.viewer_id) is ever answered a pending one.
   */
  review?: string;
  /**
   * Whether others see it (the photo review's decision): an edge keeping the owner's album shows
   * others only these.
   */
  shown?: boolean;
}

export interface Photo__Output {
  pid: number;
  img: string;
  create_time: number;
  user_id: number;
  /**
   * pending | approved: only the owner (ListPhotosRequest.viewer_id) is ever answered a pending one.
   */
  review: string;
  /**
   * Whether others see it (the photo review's decision): an edge keeping the owner's album shows
   * others only these.
   */
  shown: boolean;
}
