// Original file: proto/kindred/commerce/v1/commerce.proto

import type { Long } from '@grpc/proto-loader';

export interface Gift {
  id?: number | string | Long;
  classify?: number | string | Long;
  path?: string;
  money?: string;
  titlee?: string;
  titlec?: string;
  titlef?: string;
  infoe?: string;
  infoc?: string;
  infof?: string;
}

export interface Gift__Output {
  id: number;
  classify: number;
  path: string;
  money: string;
  titlee: string;
  titlec: string;
  titlef: string;
  infoe: string;
  infoc: string;
  infof: string;
}
