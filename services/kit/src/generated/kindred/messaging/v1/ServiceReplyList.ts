// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type {
  ServiceReply as _kindred_messaging_v1_ServiceReply,
  ServiceReply__Output as _kindred_messaging_v1_ServiceReply__Output,
} from '../../../kindred/messaging/v1/ServiceReply';

export interface ServiceReplyList {
  replies?: _kindred_messaging_v1_ServiceReply[];
}

export interface ServiceReplyList__Output {
  replies: _kindred_messaging_v1_ServiceReply__Output[];
}
