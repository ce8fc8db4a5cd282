import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type {
  DecideRiskCaseRequest as _kindred_messaging_v1_DecideRiskCaseRequest,
  DecideRiskCaseRequest__Output as _kindred_messaging_v1_DecideRiskCaseRequest__Output,
} from './kindred/messaging/v1/DecideRiskCaseRequest';
import type {
  ListRiskCasesRequest as _kindred_messaging_v1_ListRiskCasesRequest,
  ListRiskCasesRequest__Output as _kindred_messaging_v1_ListRiskCasesRequest__Output,
} from './kindred/messaging/v1/ListRiskCasesRequest';
import type {
  ListServiceRepliesRequest as _kindred_messaging_v1_ListServiceRepliesRequest,
  ListServiceRepliesRequest__Output as _kindred_messaging_v1_ListServiceRepliesRequest__Output,
} from './kindred/messaging/v1/ListServiceRepliesRequest';
import type {
  MessagingStaffServiceClient as _kindred_messaging_v1_MessagingStaffServiceClient,
  MessagingStaffServiceDefinition as _kindred_messaging_v1_MessagingStaffServiceDefinition,
} from './kindred/messaging/v1/MessagingStaffService';
import type {
  RiskCase as _kindred_messaging_v1_RiskCase,
  RiskCase__Output as _kindred_messaging_v1_RiskCase__Output,
} from './kindred/messaging/v1/RiskCase';
import type {
  RiskCaseDecision as _kindred_messaging_v1_RiskCaseDecision,
  RiskCaseDecision__Output as _kindred_messaging_v1_RiskCaseDecision__Output,
} from './kindred/messaging/v1/RiskCaseDecision';
import type {
  RiskCaseList as _kindred_messaging_v1_RiskCaseList,
  RiskCaseList__Output as _kindred_messaging_v1_RiskCaseList__Output,
} from './kindred/messaging/v1/RiskCaseList';
import type {
  RiskReason as _kindred_messaging_v1_RiskReason,
  RiskReason__Output as _kindred_messaging_v1_RiskReason__Output,
} from './kindred/messaging/v1/RiskReason';
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
        DecideRiskCaseRequest: MessageTypeDefinition<
          _kindred_messaging_v1_DecideRiskCaseRequest,
          _kindred_messaging_v1_DecideRiskCaseRequest__Output
        >;
        ListRiskCasesRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListRiskCasesRequest,
          _kindred_messaging_v1_ListRiskCasesRequest__Output
        >;
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
        RiskCase: MessageTypeDefinition<_kindred_messaging_v1_RiskCase, _kindred_messaging_v1_RiskCase__Output>;
        RiskCaseDecision: MessageTypeDefinition<
          _kindred_messaging_v1_RiskCaseDecision,
          _kindred_messaging_v1_RiskCaseDecision__Output
        >;
        RiskCaseList: MessageTypeDefinition<
          _kindred_messaging_v1_RiskCaseList,
          _kindred_messaging_v1_RiskCaseList__Output
        >;
        RiskReason: MessageTypeDefinition<_kindred_messaging_v1_RiskReason, _kindred_messaging_v1_RiskReason__Output>;
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
