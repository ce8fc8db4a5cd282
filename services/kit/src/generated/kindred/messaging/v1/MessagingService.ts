// Original file: proto/kindred/messaging/v1/messaging.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  CheckReachRequest as _kindred_messaging_v1_CheckReachRequest,
  CheckReachRequest__Output as _kindred_messaging_v1_CheckReachRequest__Output,
} from '../../../kindred/messaging/v1/CheckReachRequest';
import type {
  CheckReachResponse as _kindred_messaging_v1_CheckReachResponse,
  CheckReachResponse__Output as _kindred_messaging_v1_CheckReachResponse__Output,
} from '../../../kindred/messaging/v1/CheckReachResponse';
import type {
  ContactList as _kindred_messaging_v1_ContactList,
  ContactList__Output as _kindred_messaging_v1_ContactList__Output,
} from '../../../kindred/messaging/v1/ContactList';
import type {
  DeleteChatRequest as _kindred_messaging_v1_DeleteChatRequest,
  DeleteChatRequest__Output as _kindred_messaging_v1_DeleteChatRequest__Output,
} from '../../../kindred/messaging/v1/DeleteChatRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetReceivedMessageRequest as _kindred_messaging_v1_GetReceivedMessageRequest,
  GetReceivedMessageRequest__Output as _kindred_messaging_v1_GetReceivedMessageRequest__Output,
} from '../../../kindred/messaging/v1/GetReceivedMessageRequest';
import type {
  ListContactsRequest as _kindred_messaging_v1_ListContactsRequest,
  ListContactsRequest__Output as _kindred_messaging_v1_ListContactsRequest__Output,
} from '../../../kindred/messaging/v1/ListContactsRequest';
import type {
  ListHistoryRequest as _kindred_messaging_v1_ListHistoryRequest,
  ListHistoryRequest__Output as _kindred_messaging_v1_ListHistoryRequest__Output,
} from '../../../kindred/messaging/v1/ListHistoryRequest';
import type {
  ListMailRequest as _kindred_messaging_v1_ListMailRequest,
  ListMailRequest__Output as _kindred_messaging_v1_ListMailRequest__Output,
} from '../../../kindred/messaging/v1/ListMailRequest';
import type {
  Mail as _kindred_messaging_v1_Mail,
  Mail__Output as _kindred_messaging_v1_Mail__Output,
} from '../../../kindred/messaging/v1/Mail';
import type {
  MailList as _kindred_messaging_v1_MailList,
  MailList__Output as _kindred_messaging_v1_MailList__Output,
} from '../../../kindred/messaging/v1/MailList';
import type {
  MarkChatReadRequest as _kindred_messaging_v1_MarkChatReadRequest,
  MarkChatReadRequest__Output as _kindred_messaging_v1_MarkChatReadRequest__Output,
} from '../../../kindred/messaging/v1/MarkChatReadRequest';
import type {
  MarkMailReadRequest as _kindred_messaging_v1_MarkMailReadRequest,
  MarkMailReadRequest__Output as _kindred_messaging_v1_MarkMailReadRequest__Output,
} from '../../../kindred/messaging/v1/MarkMailReadRequest';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from '../../../kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from '../../../kindred/common/v1/MemberDataRequest';
import type {
  MessagePage as _kindred_messaging_v1_MessagePage,
  MessagePage__Output as _kindred_messaging_v1_MessagePage__Output,
} from '../../../kindred/messaging/v1/MessagePage';
import type {
  NoteComplaintRequest as _kindred_messaging_v1_NoteComplaintRequest,
  NoteComplaintRequest__Output as _kindred_messaging_v1_NoteComplaintRequest__Output,
} from '../../../kindred/messaging/v1/NoteComplaintRequest';
import type {
  ReceivedMessage as _kindred_messaging_v1_ReceivedMessage,
  ReceivedMessage__Output as _kindred_messaging_v1_ReceivedMessage__Output,
} from '../../../kindred/messaging/v1/ReceivedMessage';
import type {
  SendMailRequest as _kindred_messaging_v1_SendMailRequest,
  SendMailRequest__Output as _kindred_messaging_v1_SendMailRequest__Output,
} from '../../../kindred/messaging/v1/SendMailRequest';
import type {
  StoreMessageBatch as _kindred_messaging_v1_StoreMessageBatch,
  StoreMessageBatch__Output as _kindred_messaging_v1_StoreMessageBatch__Output,
} from '../../../kindred/messaging/v1/StoreMessageBatch';
import type {
  StoreMessageResults as _kindred_messaging_v1_StoreMessageResults,
  StoreMessageResults__Output as _kindred_messaging_v1_StoreMessageResults__Output,
} from '../../../kindred/messaging/v1/StoreMessageResults';
import type {
  TranslateRequest as _kindred_messaging_v1_TranslateRequest,
  TranslateRequest__Output as _kindred_messaging_v1_TranslateRequest__Output,
} from '../../../kindred/messaging/v1/TranslateRequest';
import type {
  TranslateResponse as _kindred_messaging_v1_TranslateResponse,
  TranslateResponse__Output as _kindred_messaging_v1_TranslateResponse__Output,
} from '../../../kindred/messaging/v1/TranslateResponse';

/**
 * Mail, chat persistence (contacts, messages, allowance) and translation.
 */
export interface MessagingServiceClient extends grpc.Client {
  /**
   * Whether the sender may reach the recipient now (a gift message): the chat rules of the
   * visibility policy, a conversation (chat or mail) under way counting as reached.
   */
  CheckReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Whether the sender may reach the recipient now (a gift message): the chat rules of the
   * visibility policy, a conversation (chat or mail) under way counting as reached.
   */
  checkReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkReach(
    argument: _kindred_messaging_v1_CheckReachRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_CheckReachResponse__Output>,
  ): grpc.ClientUnaryCall;

  DeleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteChat(
    argument: _kindred_messaging_v1_DeleteChatRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  ExportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The member's own data for their export (docs/privacy.md).
   */
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;
  exportMemberData(
    argument: _kindred_common_v1_MemberDataRequest,
    callback: grpc.requestCallback<_kindred_common_v1_MemberDataAreas__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * A message the member received, for a report they file with it as evidence (docs/safety.md):
   * NOT_FOUND unless the member is its recipient and may read it.
   */
  GetReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  GetReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  GetReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  GetReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A message the member received, for a report they file with it as evidence (docs/safety.md):
   * NOT_FOUND unless the member is its recipient and may read it.
   */
  getReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  getReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  getReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;
  getReceivedMessage(
    argument: _kindred_messaging_v1_GetReceivedMessageRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ReceivedMessage__Output>,
  ): grpc.ClientUnaryCall;

  ListContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  ListContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  ListContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  ListContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  listContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  listContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  listContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;
  listContacts(
    argument: _kindred_messaging_v1_ListContactsRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_ContactList__Output>,
  ): grpc.ClientUnaryCall;

  ListHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  ListHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  ListHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  ListHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  listHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  listHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  listHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;
  listHistory(
    argument: _kindred_messaging_v1_ListHistoryRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_MessagePage__Output>,
  ): grpc.ClientUnaryCall;

  ListMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  ListMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  ListMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  ListMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  listMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  listMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  listMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;
  listMail(
    argument: _kindred_messaging_v1_ListMailRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_MailList__Output>,
  ): grpc.ClientUnaryCall;

  MarkChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markChatRead(
    argument: _kindred_messaging_v1_MarkChatReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  MarkMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markMailRead(
    argument: _kindred_messaging_v1_MarkMailReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * A member blocked or reported another (the edge tells after the block or report is made): counted
   * for the risk signals (docs/safety.md, "Scam and spam signals").
   */
  NoteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  NoteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  NoteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  NoteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A member blocked or reported another (the edge tells after the block or report is made): counted
   * for the risk signals (docs/safety.md, "Scam and spam signals").
   */
  noteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  noteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  noteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  noteComplaint(
    argument: _kindred_messaging_v1_NoteComplaintRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  SendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  SendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  SendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  SendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  sendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  sendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  sendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;
  sendMail(
    argument: _kindred_messaging_v1_SendMailRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_Mail__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The chat node's hot path: one stream per node; each stream message carries the sends the node
   * collected in one tick, each answered (in order, matched by client_ref) once stored.
   */
  StoreMessages(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<
    _kindred_messaging_v1_StoreMessageBatch,
    _kindred_messaging_v1_StoreMessageResults__Output
  >;
  StoreMessages(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<
    _kindred_messaging_v1_StoreMessageBatch,
    _kindred_messaging_v1_StoreMessageResults__Output
  >;
  /**
   * The chat node's hot path: one stream per node; each stream message carries the sends the node
   * collected in one tick, each answered (in order, matched by client_ref) once stored.
   */
  storeMessages(
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<
    _kindred_messaging_v1_StoreMessageBatch,
    _kindred_messaging_v1_StoreMessageResults__Output
  >;
  storeMessages(
    options?: grpc.CallOptions,
  ): grpc.ClientDuplexStream<
    _kindred_messaging_v1_StoreMessageBatch,
    _kindred_messaging_v1_StoreMessageResults__Output
  >;

  Translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  Translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  Translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  Translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
  translate(
    argument: _kindred_messaging_v1_TranslateRequest,
    callback: grpc.requestCallback<_kindred_messaging_v1_TranslateResponse__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Mail, chat persistence (contacts, messages, allowance) and translation.
 */
export interface MessagingServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Whether the sender may reach the recipient now (a gift message): the chat rules of the
   * visibility policy, a conversation (chat or mail) under way counting as reached.
   */
  CheckReach: grpc.handleUnaryCall<
    _kindred_messaging_v1_CheckReachRequest__Output,
    _kindred_messaging_v1_CheckReachResponse
  >;

  DeleteChat: grpc.handleUnaryCall<_kindred_messaging_v1_DeleteChatRequest__Output, _kindred_common_v1_Empty>;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
  ExportMemberData: grpc.handleUnaryCall<
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas
  >;

  /**
   * A message the member received, for a report they file with it as evidence (docs/safety.md):
   * NOT_FOUND unless the member is its recipient and may read it.
   */
  GetReceivedMessage: grpc.handleUnaryCall<
    _kindred_messaging_v1_GetReceivedMessageRequest__Output,
    _kindred_messaging_v1_ReceivedMessage
  >;

  ListContacts: grpc.handleUnaryCall<
    _kindred_messaging_v1_ListContactsRequest__Output,
    _kindred_messaging_v1_ContactList
  >;

  ListHistory: grpc.handleUnaryCall<
    _kindred_messaging_v1_ListHistoryRequest__Output,
    _kindred_messaging_v1_MessagePage
  >;

  ListMail: grpc.handleUnaryCall<_kindred_messaging_v1_ListMailRequest__Output, _kindred_messaging_v1_MailList>;

  MarkChatRead: grpc.handleUnaryCall<_kindred_messaging_v1_MarkChatReadRequest__Output, _kindred_common_v1_Empty>;

  MarkMailRead: grpc.handleUnaryCall<_kindred_messaging_v1_MarkMailReadRequest__Output, _kindred_common_v1_Empty>;

  /**
   * A member blocked or reported another (the edge tells after the block or report is made): counted
   * for the risk signals (docs/safety.md, "Scam and spam signals").
   */
  NoteComplaint: grpc.handleUnaryCall<_kindred_messaging_v1_NoteComplaintRequest__Output, _kindred_common_v1_Empty>;

  SendMail: grpc.handleUnaryCall<_kindred_messaging_v1_SendMailRequest__Output, _kindred_messaging_v1_Mail>;

  /**
   * The chat node's hot path: one stream per node; each stream message carries the sends the node
   * collected in one tick, each answered (in order, matched by client_ref) once stored.
   */
  StoreMessages: grpc.handleBidiStreamingCall<
    _kindred_messaging_v1_StoreMessageBatch__Output,
    _kindred_messaging_v1_StoreMessageResults
  >;

  Translate: grpc.handleUnaryCall<
    _kindred_messaging_v1_TranslateRequest__Output,
    _kindred_messaging_v1_TranslateResponse
  >;
}

export interface MessagingServiceDefinition extends grpc.ServiceDefinition {
  CheckReach: MethodDefinition<
    _kindred_messaging_v1_CheckReachRequest,
    _kindred_messaging_v1_CheckReachResponse,
    _kindred_messaging_v1_CheckReachRequest__Output,
    _kindred_messaging_v1_CheckReachResponse__Output
  >;
  DeleteChat: MethodDefinition<
    _kindred_messaging_v1_DeleteChatRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_DeleteChatRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ExportMemberData: MethodDefinition<
    _kindred_common_v1_MemberDataRequest,
    _kindred_common_v1_MemberDataAreas,
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas__Output
  >;
  GetReceivedMessage: MethodDefinition<
    _kindred_messaging_v1_GetReceivedMessageRequest,
    _kindred_messaging_v1_ReceivedMessage,
    _kindred_messaging_v1_GetReceivedMessageRequest__Output,
    _kindred_messaging_v1_ReceivedMessage__Output
  >;
  ListContacts: MethodDefinition<
    _kindred_messaging_v1_ListContactsRequest,
    _kindred_messaging_v1_ContactList,
    _kindred_messaging_v1_ListContactsRequest__Output,
    _kindred_messaging_v1_ContactList__Output
  >;
  ListHistory: MethodDefinition<
    _kindred_messaging_v1_ListHistoryRequest,
    _kindred_messaging_v1_MessagePage,
    _kindred_messaging_v1_ListHistoryRequest__Output,
    _kindred_messaging_v1_MessagePage__Output
  >;
  ListMail: MethodDefinition<
    _kindred_messaging_v1_ListMailRequest,
    _kindred_messaging_v1_MailList,
    _kindred_messaging_v1_ListMailRequest__Output,
    _kindred_messaging_v1_MailList__Output
  >;
  MarkChatRead: MethodDefinition<
    _kindred_messaging_v1_MarkChatReadRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_MarkChatReadRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  MarkMailRead: MethodDefinition<
    _kindred_messaging_v1_MarkMailReadRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_MarkMailReadRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  NoteComplaint: MethodDefinition<
    _kindred_messaging_v1_NoteComplaintRequest,
    _kindred_common_v1_Empty,
    _kindred_messaging_v1_NoteComplaintRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  SendMail: MethodDefinition<
    _kindred_messaging_v1_SendMailRequest,
    _kindred_messaging_v1_Mail,
    _kindred_messaging_v1_SendMailRequest__Output,
    _kindred_messaging_v1_Mail__Output
  >;
  StoreMessages: MethodDefinition<
    _kindred_messaging_v1_StoreMessageBatch,
    _kindred_messaging_v1_StoreMessageResults,
    _kindred_messaging_v1_StoreMessageBatch__Output,
    _kindred_messaging_v1_StoreMessageResults__Output
  >;
  Translate: MethodDefinition<
    _kindred_messaging_v1_TranslateRequest,
    _kindred_messaging_v1_TranslateResponse,
    _kindred_messaging_v1_TranslateRequest__Output,
    _kindred_messaging_v1_TranslateResponse__Output
  >;
}
