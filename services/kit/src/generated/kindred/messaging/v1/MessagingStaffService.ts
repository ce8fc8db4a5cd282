// Original file: proto/kindred/messaging/v1/messaging_staff.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  ListServiceRepliesRequest as _kindred_messaging_v1_ListServiceRepliesRequest,
  ListServiceRepliesRequest__Output as _kindred_messaging_v1_ListServiceRepliesRequest__Output,
} from '../../../kindred/messaging/v1/ListServiceRepliesRequest';
import type {
  ServiceReplyList as _kindred_messaging_v1_ServiceReplyList,
  ServiceReplyList__Output as _kindred_messaging_v1_ServiceReplyList__Output,
} from '../../../kindred/messaging/v1/ServiceReplyList';

/**
 * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
 * member wrote each reply of the customer-service account. Members never see it.
 */
export interface MessagingStaffServiceClient extends grpc.Client {
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  ListServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
  listServiceReplies(
    argument: _kindred_messaging_v1_ListServiceRepliesRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ServiceReplyList__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
 * member wrote each reply of the customer-service account. Members never see it.
 */
export interface MessagingStaffServiceHandlers extends grpc.UntypedServiceImplementation {
  ListServiceReplies: grpc.handleUnaryCall<
    _kindred_messaging_v1_ListServiceRepliesRequest__Output,
    _kindred_messaging_v1_ServiceReplyList
  >;
}

export interface MessagingStaffServiceDefinition extends grpc.ServiceDefinition {
  ListServiceReplies: MethodDefinition<
    _kindred_messaging_v1_ListServiceRepliesRequest,
    _kindred_messaging_v1_ServiceReplyList,
    _kindred_messaging_v1_ListServiceRepliesRequest__Output,
    _kindred_messaging_v1_ServiceReplyList__Output
  >;
}
