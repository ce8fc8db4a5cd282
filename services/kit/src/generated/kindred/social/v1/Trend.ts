// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

/**
 * A newsfeed item. type: 0 joined, 1 text/picture post, 2 avatar changed. create_time in seconds.
 * Author fields (username, avatar, vip, sex, birthday) are joined by the edge from user.
 */
export interface Trend {
  id?: number | string | Long;
  mid?: number | string | Long;
  mine?: number;
  type?: number;
  content?: string;
  img?: string;
  create_time?: number | string | Long;
}

/**
 * A newsfeed item. type: 0 joined, 1 text/picture post, 2 avatar changed. create_time in seconds.
 * Author fields (username, avatar, vip, sex, birthday) are joined by the edge from user.
 */
export interface Trend__Output {
  id: number;
  mid: number;
  mine: number;
  type: number;
  content: string;
  img: string;
  create_time: number;
}
