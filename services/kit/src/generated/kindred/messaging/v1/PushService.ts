// Original file: proto/kindred/messaging/v1/push.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  RemovePushSubscriptionRequest as _kindred_messaging_v1_RemovePushSubscriptionRequest,
  RemovePushSubscriptionRequest__Output as _kindred_messaging_v1_RemovePushSubscriptionRequest__Output,
} from '../../../kindred/messaging/v1/RemovePushSubscriptionRequest';
import type {
  SavePushSubscriptionRequest as _kindred_messaging_v1_SavePushSubscriptionRequest,
  SavePushSubscriptionRequest__Output as _kindred_messaging_v1_SavePushSubscriptionRequest__Output,
} from '../../../kindred/messaging/v1/SavePushSubscriptionRequest';

/**
 * The browsers a member allowed to receive Web Push notifications (docs/notifications.md): one
 * subscription per device, pruned by the notifier when the push service says it expired.
 */
export interface PushServiceClient extends grpc.Client {
  RemovePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RemovePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RemovePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RemovePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  removePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  removePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  removePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  removePushSubscription(
    argument: _kindred_messaging_v1_RemovePushSubscriptionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  SavePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SavePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SavePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SavePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  savePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  savePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  savePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  savePushSubscription(
    argument: _kindred_messaging_v1_SavePushSubscriptionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * The browsers a member allowed to receive Web Push notifications (docs/notifications.md): one
 * subscription per device, pruned by the notifier when the push service says it expired.
 */
export interface PushServiceHandlers extends grpc.UntypedServiceImplementation {
  RemovePushSubscription: grpc.handleUnaryCall<
    _kindred_messaging_v1_RemovePushSubscriptionRequest__Output,
    _kindred_common_v1_Empty
  >;

  SavePushSubscription: grpc.handleUnaryCall<
    _kindred_messaging_v1_SavePushSubscriptionRequest__Output,
    _kindred_common_v1_Empty
  >;
}

export interface PushServiceDefinition extends grpc.ServiceDefinition {
  RemovePushSubscription: MethodDefinition<
    _kindred_messaging_v1_RemovePushSubscriptionRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_RemovePushSubscriptionRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  SavePushSubscription: MethodDefinition<
    _kindred_messaging_v1_SavePushSubscriptionRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_SavePushSubscriptionRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
}
