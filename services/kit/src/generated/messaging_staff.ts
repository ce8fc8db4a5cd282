import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  ListServiceRepliesRequest as _kindred_messaging_v1_ListServiceRepliesRequest,
  ListServiceRepliesRequest__Output as _kindred_messaging_v1_ListServiceRepliesRequest__Output,
} from './kindred/messaging/v1/ListServiceRepliesRequest';
import type {
  MessagingStaffServiceClient as _kindred_messaging_v1_MessagingStaffServiceClient,
  MessagingStaffServiceDefinition as _kindred_messaging_v1_MessagingStaffServiceDefinition,
} from './kindred/messaging/v1/MessagingStaffService';
import type {
  ServiceReply as _kindred_messaging_v1_ServiceReply,
  ServiceReply__Output as _kindred_messaging_v1_ServiceReply__Output,
} from './kindred/messaging/v1/ServiceReply';
import type {
  ServiceReplyList as _kindred_messaging_v1_ServiceReplyList,
  ServiceReplyList__Output as _kindred_messaging_v1_ServiceReplyList__Output,
} from './kindred/messaging/v1/ServiceReplyList';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new (...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  kindred: {
    messaging: {
      v1: {
        ListServiceRepliesRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListServiceRepliesRequest,
          _kindred_messaging_v1_ListServiceRepliesRequest__Output
        >;
        /**
         * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
         * member wrote each reply of the customer-service account. Members never see it.
         */
        MessagingStaffService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_messaging_v1_MessagingStaffServiceClient
        > & { service: _kindred_messaging_v1_MessagingStaffServiceDefinition };
        ServiceReply: MessageTypeDefinition<
          _kindred_messaging_v1_ServiceReply,
          _kindred_messaging_v1_ServiceReply__Output
        >;
        ServiceReplyList: MessageTypeDefinition<
          _kindred_messaging_v1_ServiceReplyList,
          _kindred_messaging_v1_ServiceReplyList__Output
        >;
      };
    };
  };
}
