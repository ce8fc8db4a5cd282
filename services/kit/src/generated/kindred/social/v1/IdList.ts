// Original file: proto/kindred/social/v1/social.proto

import type { Long } from '@grpc/proto-loader';

export interface IdList {
  ids?: (number | string | Long)[];
}

export interface IdList__Output {
  ids: number[];
}
