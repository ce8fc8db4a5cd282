// Original file: proto/kindred/messaging/v1/messaging.proto

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from "../../../kindred/common/v1/Caller";
import type { Long } from "@grpc/proto-loader";

export interface StoreMessageRequest {
  caller?: _kindred_common_v1_Caller | null;
  contact?: number | string | Long;
  type?: string;
  msg?: string;
  img?: string;
  /**
   * Echoed in the result so the node can match answers to frames.
   */
  client_ref?: string;
}

export interface StoreMessageRequest__Output {
  caller: _kindred_common_v1_Caller__Output | null;
  contact: number;
  type: string;
  msg: string;
  img: string;
  /**
   * Echoed in the result so the node can match answers to frames.
   */
  client_ref: string;
}
