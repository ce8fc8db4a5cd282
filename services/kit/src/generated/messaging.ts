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
  MemberDataArea as _kindred_common_v1_MemberDataArea,
  MemberDataArea__Output as _kindred_common_v1_MemberDataArea__Output,
} from './kindred/common/v1/MemberDataArea';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from './kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from './kindred/common/v1/MemberDataRequest';
import type {
  Page as _kindred_common_v1_Page,
  Page__Output as _kindred_common_v1_Page__Output,
} from './kindred/common/v1/Page';
import type {
  ChatMessage as _kindred_messaging_v1_ChatMessage,
  ChatMessage__Output as _kindred_messaging_v1_ChatMessage__Output,
} from './kindred/messaging/v1/ChatMessage';
import type {
  CheckReachRequest as _kindred_messaging_v1_CheckReachRequest,
  CheckReachRequest__Output as _kindred_messaging_v1_CheckReachRequest__Output,
} from './kindred/messaging/v1/CheckReachRequest';
import type {
  CheckReachResponse as _kindred_messaging_v1_CheckReachResponse,
  CheckReachResponse__Output as _kindred_messaging_v1_CheckReachResponse__Output,
} from './kindred/messaging/v1/CheckReachResponse';
import type {
  Contact as _kindred_messaging_v1_Contact,
  Contact__Output as _kindred_messaging_v1_Contact__Output,
} from './kindred/messaging/v1/Contact';
import type {
  ContactList as _kindred_messaging_v1_ContactList,
  ContactList__Output as _kindred_messaging_v1_ContactList__Output,
} from './kindred/messaging/v1/ContactList';
import type {
  DecideRiskCaseRequest as _kindred_messaging_v1_DecideRiskCaseRequest,
  DecideRiskCaseRequest__Output as _kindred_messaging_v1_DecideRiskCaseRequest__Output,
} from './kindred/messaging/v1/DecideRiskCaseRequest';
import type {
  DeleteChatRequest as _kindred_messaging_v1_DeleteChatRequest,
  DeleteChatRequest__Output as _kindred_messaging_v1_DeleteChatRequest__Output,
} from './kindred/messaging/v1/DeleteChatRequest';
import type {
  GetReceivedMessageRequest as _kindred_messaging_v1_GetReceivedMessageRequest,
  GetReceivedMessageRequest__Output as _kindred_messaging_v1_GetReceivedMessageRequest__Output,
} from './kindred/messaging/v1/GetReceivedMessageRequest';
import type {
  ListContactsRequest as _kindred_messaging_v1_ListContactsRequest,
  ListContactsRequest__Output as _kindred_messaging_v1_ListContactsRequest__Output,
} from './kindred/messaging/v1/ListContactsRequest';
import type {
  ListHistoryRequest as _kindred_messaging_v1_ListHistoryRequest,
  ListHistoryRequest__Output as _kindred_messaging_v1_ListHistoryRequest__Output,
} from './kindred/messaging/v1/ListHistoryRequest';
import type {
  ListMailRequest as _kindred_messaging_v1_ListMailRequest,
  ListMailRequest__Output as _kindred_messaging_v1_ListMailRequest__Output,
} from './kindred/messaging/v1/ListMailRequest';
import type {
  ListRiskCasesRequest as _kindred_messaging_v1_ListRiskCasesRequest,
  ListRiskCasesRequest__Output as _kindred_messaging_v1_ListRiskCasesRequest__Output,
} from './kindred/messaging/v1/ListRiskCasesRequest';
import type {
  ListServiceRepliesRequest as _kindred_messaging_v1_ListServiceRepliesRequest,
  ListServiceRepliesRequest__Output as _kindred_messaging_v1_ListServiceRepliesRequest__Output,
} from './kindred/messaging/v1/ListServiceRepliesRequest';
import type {
  Mail as _kindred_messaging_v1_Mail,
  Mail__Output as _kindred_messaging_v1_Mail__Output,
} from './kindred/messaging/v1/Mail';
import type {
  MailList as _kindred_messaging_v1_MailList,
  MailList__Output as _kindred_messaging_v1_MailList__Output,
} from './kindred/messaging/v1/MailList';
import type {
  MarkChatReadRequest as _kindred_messaging_v1_MarkChatReadRequest,
  MarkChatReadRequest__Output as _kindred_messaging_v1_MarkChatReadRequest__Output,
} from './kindred/messaging/v1/MarkChatReadRequest';
import type {
  MarkMailReadRequest as _kindred_messaging_v1_MarkMailReadRequest,
  MarkMailReadRequest__Output as _kindred_messaging_v1_MarkMailReadRequest__Output,
} from './kindred/messaging/v1/MarkMailReadRequest';
import type {
  MessagePage as _kindred_messaging_v1_MessagePage,
  MessagePage__Output as _kindred_messaging_v1_MessagePage__Output,
} from './kindred/messaging/v1/MessagePage';
import type {
  MessagingServiceClient as _kindred_messaging_v1_MessagingServiceClient,
  MessagingServiceDefinition as _kindred_messaging_v1_MessagingServiceDefinition,
} from './kindred/messaging/v1/MessagingService';
import type {
  MessagingStaffServiceClient as _kindred_messaging_v1_MessagingStaffServiceClient,
  MessagingStaffServiceDefinition as _kindred_messaging_v1_MessagingStaffServiceDefinition,
} from './kindred/messaging/v1/MessagingStaffService';
import type {
  NoteComplaintRequest as _kindred_messaging_v1_NoteComplaintRequest,
  NoteComplaintRequest__Output as _kindred_messaging_v1_NoteComplaintRequest__Output,
} from './kindred/messaging/v1/NoteComplaintRequest';
import type {
  PushServiceClient as _kindred_messaging_v1_PushServiceClient,
  PushServiceDefinition as _kindred_messaging_v1_PushServiceDefinition,
} from './kindred/messaging/v1/PushService';
import type {
  ReceivedMessage as _kindred_messaging_v1_ReceivedMessage,
  ReceivedMessage__Output as _kindred_messaging_v1_ReceivedMessage__Output,
} from './kindred/messaging/v1/ReceivedMessage';
import type {
  RemovePushSubscriptionRequest as _kindred_messaging_v1_RemovePushSubscriptionRequest,
  RemovePushSubscriptionRequest__Output as _kindred_messaging_v1_RemovePushSubscriptionRequest__Output,
} from './kindred/messaging/v1/RemovePushSubscriptionRequest';
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
  SavePushSubscriptionRequest as _kindred_messaging_v1_SavePushSubscriptionRequest,
  SavePushSubscriptionRequest__Output as _kindred_messaging_v1_SavePushSubscriptionRequest__Output,
} from './kindred/messaging/v1/SavePushSubscriptionRequest';
import type {
  SendMailRequest as _kindred_messaging_v1_SendMailRequest,
  SendMailRequest__Output as _kindred_messaging_v1_SendMailRequest__Output,
} from './kindred/messaging/v1/SendMailRequest';
import type {
  ServiceReply as _kindred_messaging_v1_ServiceReply,
  ServiceReply__Output as _kindred_messaging_v1_ServiceReply__Output,
} from './kindred/messaging/v1/ServiceReply';
import type {
  ServiceReplyList as _kindred_messaging_v1_ServiceReplyList,
  ServiceReplyList__Output as _kindred_messaging_v1_ServiceReplyList__Output,
} from './kindred/messaging/v1/ServiceReplyList';
import type {
  StoreMessageBatch as _kindred_messaging_v1_StoreMessageBatch,
  StoreMessageBatch__Output as _kindred_messaging_v1_StoreMessageBatch__Output,
} from './kindred/messaging/v1/StoreMessageBatch';
import type {
  StoreMessageRequest as _kindred_messaging_v1_StoreMessageRequest,
  StoreMessageRequest__Output as _kindred_messaging_v1_StoreMessageRequest__Output,
} from './kindred/messaging/v1/StoreMessageRequest';
import type {
  StoreMessageResult as _kindred_messaging_v1_StoreMessageResult,
  StoreMessageResult__Output as _kindred_messaging_v1_StoreMessageResult__Output,
} from './kindred/messaging/v1/StoreMessageResult';
import type {
  StoreMessageResults as _kindred_messaging_v1_StoreMessageResults,
  StoreMessageResults__Output as _kindred_messaging_v1_StoreMessageResults__Output,
} from './kindred/messaging/v1/StoreMessageResults';
import type {
  TranslateRequest as _kindred_messaging_v1_TranslateRequest,
  TranslateRequest__Output as _kindred_messaging_v1_TranslateRequest__Output,
} from './kindred/messaging/v1/TranslateRequest';
import type {
  TranslateResponse as _kindred_messaging_v1_TranslateResponse,
  TranslateResponse__Output as _kindred_messaging_v1_TranslateResponse__Output,
} from './kindred/messaging/v1/TranslateResponse';

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
        MemberDataArea: MessageTypeDefinition<
          _kindred_common_v1_MemberDataArea,
          _kindred_common_v1_MemberDataArea__Output
        >;
        MemberDataAreas: MessageTypeDefinition<
          _kindred_common_v1_MemberDataAreas,
          _kindred_common_v1_MemberDataAreas__Output
        >;
        MemberDataRequest: MessageTypeDefinition<
          _kindred_common_v1_MemberDataRequest,
          _kindred_common_v1_MemberDataRequest__Output
        >;
        Page: MessageTypeDefinition<_kindred_common_v1_Page, _kindred_common_v1_Page__Output>;
      };
    };
    messaging: {
      v1: {
        ChatMessage: MessageTypeDefinition<
          _kindred_messaging_v1_ChatMessage,
          _kindred_messaging_v1_ChatMessage__Output
        >;
        CheckReachRequest: MessageTypeDefinition<
          _kindred_messaging_v1_CheckReachRequest,
          _kindred_messaging_v1_CheckReachRequest__Output
        >;
        CheckReachResponse: MessageTypeDefinition<
          _kindred_messaging_v1_CheckReachResponse,
          _kindred_messaging_v1_CheckReachResponse__Output
        >;
        Contact: MessageTypeDefinition<_kindred_messaging_v1_Contact, _kindred_messaging_v1_Contact__Output>;
        ContactList: MessageTypeDefinition<
          _kindred_messaging_v1_ContactList,
          _kindred_messaging_v1_ContactList__Output
        >;
        DecideRiskCaseRequest: MessageTypeDefinition<
          _kindred_messaging_v1_DecideRiskCaseRequest,
          _kindred_messaging_v1_DecideRiskCaseRequest__Output
        >;
        DeleteChatRequest: MessageTypeDefinition<
          _kindred_messaging_v1_DeleteChatRequest,
          _kindred_messaging_v1_DeleteChatRequest__Output
        >;
        GetReceivedMessageRequest: MessageTypeDefinition<
          _kindred_messaging_v1_GetReceivedMessageRequest,
          _kindred_messaging_v1_GetReceivedMessageRequest__Output
        >;
        ListContactsRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListContactsRequest,
          _kindred_messaging_v1_ListContactsRequest__Output
        >;
        ListHistoryRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListHistoryRequest,
          _kindred_messaging_v1_ListHistoryRequest__Output
        >;
        ListMailRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListMailRequest,
          _kindred_messaging_v1_ListMailRequest__Output
        >;
        ListRiskCasesRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListRiskCasesRequest,
          _kindred_messaging_v1_ListRiskCasesRequest__Output
        >;
        ListServiceRepliesRequest: MessageTypeDefinition<
          _kindred_messaging_v1_ListServiceRepliesRequest,
          _kindred_messaging_v1_ListServiceRepliesRequest__Output
        >;
        Mail: MessageTypeDefinition<_kindred_messaging_v1_Mail, _kindred_messaging_v1_Mail__Output>;
        MailList: MessageTypeDefinition<_kindred_messaging_v1_MailList, _kindred_messaging_v1_MailList__Output>;
        MarkChatReadRequest: MessageTypeDefinition<
          _kindred_messaging_v1_MarkChatReadRequest,
          _kindred_messaging_v1_MarkChatReadRequest__Output
        >;
        MarkMailReadRequest: MessageTypeDefinition<
          _kindred_messaging_v1_MarkMailReadRequest,
          _kindred_messaging_v1_MarkMailReadRequest__Output
        >;
        MessagePage: MessageTypeDefinition<
          _kindred_messaging_v1_MessagePage,
          _kindred_messaging_v1_MessagePage__Output
        >;
        /**
         * Mail, chat persistence (contacts, messages, allowance) and translation.
         */
        MessagingService: SubtypeConstructor<typeof grpc.Client, _kindred_messaging_v1_MessagingServiceClient> & {
          service: _kindred_messaging_v1_MessagingServiceDefinition;
        };
        /**
         * What the staff console needs of messaging (docs/staff-api.md, "Customer service"): which staff
         * member wrote each reply of the customer-service account. Members never see it.
         */
        MessagingStaffService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_messaging_v1_MessagingStaffServiceClient
        > & { service: _kindred_messaging_v1_MessagingStaffServiceDefinition };
        NoteComplaintRequest: MessageTypeDefinition<
          _kindred_messaging_v1_NoteComplaintRequest,
          _kindred_messaging_v1_NoteComplaintRequest__Output
        >;
        /**
         * The browsers a member allowed to receive Web Push notifications (docs/notifications.md): one
         * subscription per device, pruned by the notifier when the push service says it expired.
         */
        PushService: SubtypeConstructor<typeof grpc.Client, _kindred_messaging_v1_PushServiceClient> & {
          service: _kindred_messaging_v1_PushServiceDefinition;
        };
        ReceivedMessage: MessageTypeDefinition<
          _kindred_messaging_v1_ReceivedMessage,
          _kindred_messaging_v1_ReceivedMessage__Output
        >;
        RemovePushSubscriptionRequest: MessageTypeDefinition<
          _kindred_messaging_v1_RemovePushSubscriptionRequest,
          _kindred_messaging_v1_RemovePushSubscriptionRequest__Output
        >;
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
        SavePushSubscriptionRequest: MessageTypeDefinition<
          _kindred_messaging_v1_SavePushSubscriptionRequest,
          _kindred_messaging_v1_SavePushSubscriptionRequest__Output
        >;
        SendMailRequest: MessageTypeDefinition<
          _kindred_messaging_v1_SendMailRequest,
          _kindred_messaging_v1_SendMailRequest__Output
        >;
        ServiceReply: MessageTypeDefinition<
          _kindred_messaging_v1_ServiceReply,
          _kindred_messaging_v1_ServiceReply__Output
        >;
        ServiceReplyList: MessageTypeDefinition<
          _kindred_messaging_v1_ServiceReplyList,
          _kindred_messaging_v1_ServiceReplyList__Output
        >;
        StoreMessageBatch: MessageTypeDefinition<
          _kindred_messaging_v1_StoreMessageBatch,
          _kindred_messaging_v1_StoreMessageBatch__Output
        >;
        StoreMessageRequest: MessageTypeDefinition<
          _kindred_messaging_v1_StoreMessageRequest,
          _kindred_messaging_v1_StoreMessageRequest__Output
        >;
        StoreMessageResult: MessageTypeDefinition<
          _kindred_messaging_v1_StoreMessageResult,
          _kindred_messaging_v1_StoreMessageResult__Output
        >;
        StoreMessageResults: MessageTypeDefinition<
          _kindred_messaging_v1_StoreMessageResults,
          _kindred_messaging_v1_StoreMessageResults__Output
        >;
        TranslateRequest: MessageTypeDefinition<
          _kindred_messaging_v1_TranslateRequest,
          _kindred_messaging_v1_TranslateRequest__Output
        >;
        TranslateResponse: MessageTypeDefinition<
          _kindred_messaging_v1_TranslateResponse,
          _kindred_messaging_v1_TranslateResponse__Output
        >;
      };
    };
  };
}
