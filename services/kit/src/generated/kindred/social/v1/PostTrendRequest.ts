// Original file: proto/kindred/social/v1/social.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from "../../../kindred/common/v1/Caller";

export interface PostTrendRequest {
  caller?: _kindred_common_v1_Caller | null;
  content?: string;
  img?: string;
}

export interface PostTrendRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  content: string;
  img: string;
}
