import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from './kindred/common/v1/Caller';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from './kindred/common/v1/Empty';
import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from './kindred/common/v1/Member';
import type {
  Page as _kindred_common_v1_Page,
  Page__Output as _kindred_common_v1_Page__Output,
} from './kindred/common/v1/Page';
import type {
  PushServiceClient as _kindred_messaging_v1_PushServiceClient,
  PushServiceDefinition as _kindred_messaging_v1_PushServiceDefinition,
} from './kindred/messaging/v1/PushService';
import type {
  RemovePushSubscriptionRequest as _kindred_messaging_v1_RemovePushSubscriptionRequest,
  RemovePushSubscriptionRequest__Output as _kindred_messaging_v1_RemovePushSubscriptionRequest__Output,
} from './kindred/messaging/v1/RemovePushSubscriptionRequest';
import type {
  SavePushSubscriptionRequest as _kindred_messaging_v1_SavePushSubscriptionRequest,
  SavePushSubscriptionRequest__Output as _kindred_messaging_v1_SavePushSubscriptionRequest__Output,
} from './kindred/messaging/v1/SavePushSubscriptionRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    common: {
      v1: {
        Caller: MessageTypeDefinition<_kindred_common_v1_Caller, _kindred_common_v1_Caller__Output>;
        Empty: MessageTypeDefinition<_kindred_common_v1_Empty, _kindred_common_v1_Empty__Output>;
        Member: MessageTypeDefinition<_kindred_common_v1_Member, _kindred_common_v1_Member__Output>;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    messaging: {
      v1: {
        /**
         * The browsers a member allowed to receive Web Push notifications (docs/notifications.md): one
         * subscription per device, pruned by the notifier when the push service says it expired.
         */
        PushService: SubtypeConstructor<typeof grpc.Client, _kindred_messaging_v1_PushServiceClient> & {
          service: _kindred_messaging_v1_PushServiceDefinition;
        };
        RemovePushSubscriptionRequest: MessageTypeDefinition<
          _kindred_messaging_v1_RemovePushSubscriptionRequest,
          _kindred_messaging_v1_RemovePushSubscriptionRequest__Output
        >;
        SavePushSubscriptionRequest: MessageTypeDefinition<
          _kindred_messaging_v1_SavePushSubscriptionRequest,
          _kindred_messaging_v1_SavePushSubscriptionRequest__Output
        >;
      };
    };
  };
}
