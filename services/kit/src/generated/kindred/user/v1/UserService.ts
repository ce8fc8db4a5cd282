// Original file: proto/kindred/user/v1/user.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AccountEventList as _kindred_user_v1_AccountEventList,
  AccountEventList__Output as _kindred_user_v1_AccountEventList__Output,
} from '../../../kindred/user/v1/AccountEventList';
import type {
  AuthenticateRequest as _kindred_user_v1_AuthenticateRequest,
  AuthenticateRequest__Output as _kindred_user_v1_AuthenticateRequest__Output,
} from '../../../kindred/user/v1/AuthenticateRequest';
import type {
  AuthenticatedSession as _kindred_user_v1_AuthenticatedSession,
  AuthenticatedSession__Output as _kindred_user_v1_AuthenticatedSession__Output,
} from '../../../kindred/user/v1/AuthenticatedSession';
import type {
  Caller as _kindred_common_v1_Caller,
  Caller__Output as _kindred_common_v1_Caller__Output,
} from '../../../kindred/common/v1/Caller';
import type {
  ChangePasswordRequest as _kindred_user_v1_ChangePasswordRequest,
  ChangePasswordRequest__Output as _kindred_user_v1_ChangePasswordRequest__Output,
} from '../../../kindred/user/v1/ChangePasswordRequest';
import type {
  ChangeSignatureRequest as _kindred_user_v1_ChangeSignatureRequest,
  ChangeSignatureRequest__Output as _kindred_user_v1_ChangeSignatureRequest__Output,
} from '../../../kindred/user/v1/ChangeSignatureRequest';
import type {
  CreateNoticeRequest as _kindred_user_v1_CreateNoticeRequest,
  CreateNoticeRequest__Output as _kindred_user_v1_CreateNoticeRequest__Output,
} from '../../../kindred/user/v1/CreateNoticeRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  EndOtherSessionsRequest as _kindred_user_v1_EndOtherSessionsRequest,
  EndOtherSessionsRequest__Output as _kindred_user_v1_EndOtherSessionsRequest__Output,
} from '../../../kindred/user/v1/EndOtherSessionsRequest';
import type {
  EndOtherSessionsResponse as _kindred_user_v1_EndOtherSessionsResponse,
  EndOtherSessionsResponse__Output as _kindred_user_v1_EndOtherSessionsResponse__Output,
} from '../../../kindred/user/v1/EndOtherSessionsResponse';
import type {
  EndSessionRequest as _kindred_user_v1_EndSessionRequest,
  EndSessionRequest__Output as _kindred_user_v1_EndSessionRequest__Output,
} from '../../../kindred/user/v1/EndSessionRequest';
import type {
  ExtendMembershipRequest as _kindred_user_v1_ExtendMembershipRequest,
  ExtendMembershipRequest__Output as _kindred_user_v1_ExtendMembershipRequest__Output,
} from '../../../kindred/user/v1/ExtendMembershipRequest';
import type {
  FindMemberByUsernameRequest as _kindred_user_v1_FindMemberByUsernameRequest,
  FindMemberByUsernameRequest__Output as _kindred_user_v1_FindMemberByUsernameRequest__Output,
} from '../../../kindred/user/v1/FindMemberByUsernameRequest';
import type {
  GetMemberRequest as _kindred_user_v1_GetMemberRequest,
  GetMemberRequest__Output as _kindred_user_v1_GetMemberRequest__Output,
} from '../../../kindred/user/v1/GetMemberRequest';
import type {
  GetMemberSettingsRequest as _kindred_user_v1_GetMemberSettingsRequest,
  GetMemberSettingsRequest__Output as _kindred_user_v1_GetMemberSettingsRequest__Output,
} from '../../../kindred/user/v1/GetMemberSettingsRequest';
import type {
  GetMembersRequest as _kindred_user_v1_GetMembersRequest,
  GetMembersRequest__Output as _kindred_user_v1_GetMembersRequest__Output,
} from '../../../kindred/user/v1/GetMembersRequest';
import type {
  GetSessionUserRequest as _kindred_user_v1_GetSessionUserRequest,
  GetSessionUserRequest__Output as _kindred_user_v1_GetSessionUserRequest__Output,
} from '../../../kindred/user/v1/GetSessionUserRequest';
import type {
  InitData as _kindred_user_v1_InitData,
  InitData__Output as _kindred_user_v1_InitData__Output,
} from '../../../kindred/user/v1/InitData';
import type {
  ListAccountEventsRequest as _kindred_user_v1_ListAccountEventsRequest,
  ListAccountEventsRequest__Output as _kindred_user_v1_ListAccountEventsRequest__Output,
} from '../../../kindred/user/v1/ListAccountEventsRequest';
import type {
  ListMembersRequest as _kindred_user_v1_ListMembersRequest,
  ListMembersRequest__Output as _kindred_user_v1_ListMembersRequest__Output,
} from '../../../kindred/user/v1/ListMembersRequest';
import type {
  ListNoticesRequest as _kindred_user_v1_ListNoticesRequest,
  ListNoticesRequest__Output as _kindred_user_v1_ListNoticesRequest__Output,
} from '../../../kindred/user/v1/ListNoticesRequest';
import type {
  ListRequest as _kindred_user_v1_ListRequest,
  ListRequest__Output as _kindred_user_v1_ListRequest__Output,
} from '../../../kindred/user/v1/ListRequest';
import type {
  ListSessionsRequest as _kindred_user_v1_ListSessionsRequest,
  ListSessionsRequest__Output as _kindred_user_v1_ListSessionsRequest__Output,
} from '../../../kindred/user/v1/ListSessionsRequest';
import type {
  LoginRequest as _kindred_user_v1_LoginRequest,
  LoginRequest__Output as _kindred_user_v1_LoginRequest__Output,
} from '../../../kindred/user/v1/LoginRequest';
import type {
  LogoutRequest as _kindred_user_v1_LogoutRequest,
  LogoutRequest__Output as _kindred_user_v1_LogoutRequest__Output,
} from '../../../kindred/user/v1/LogoutRequest';
import type {
  MarkNoticeReadRequest as _kindred_user_v1_MarkNoticeReadRequest,
  MarkNoticeReadRequest__Output as _kindred_user_v1_MarkNoticeReadRequest__Output,
} from '../../../kindred/user/v1/MarkNoticeReadRequest';
import type {
  Member as _kindred_common_v1_Member,
  Member__Output as _kindred_common_v1_Member__Output,
} from '../../../kindred/common/v1/Member';
import type {
  MemberList as _kindred_user_v1_MemberList,
  MemberList__Output as _kindred_user_v1_MemberList__Output,
} from '../../../kindred/user/v1/MemberList';
import type {
  MemberPage as _kindred_user_v1_MemberPage,
  MemberPage__Output as _kindred_user_v1_MemberPage__Output,
} from '../../../kindred/user/v1/MemberPage';
import type {
  MemberSettings as _kindred_user_v1_MemberSettings,
  MemberSettings__Output as _kindred_user_v1_MemberSettings__Output,
} from '../../../kindred/user/v1/MemberSettings';
import type {
  Notice as _kindred_user_v1_Notice,
  Notice__Output as _kindred_user_v1_Notice__Output,
} from '../../../kindred/user/v1/Notice';
import type {
  NoticeList as _kindred_user_v1_NoticeList,
  NoticeList__Output as _kindred_user_v1_NoticeList__Output,
} from '../../../kindred/user/v1/NoticeList';
import type {
  OpenSessionsRequest as _kindred_user_v1_OpenSessionsRequest,
  OpenSessionsRequest__Output as _kindred_user_v1_OpenSessionsRequest__Output,
} from '../../../kindred/user/v1/OpenSessionsRequest';
import type {
  OpenSessionsResponse as _kindred_user_v1_OpenSessionsResponse,
  OpenSessionsResponse__Output as _kindred_user_v1_OpenSessionsResponse__Output,
} from '../../../kindred/user/v1/OpenSessionsResponse';
import type {
  PrivacyList as _kindred_user_v1_PrivacyList,
  PrivacyList__Output as _kindred_user_v1_PrivacyList__Output,
} from '../../../kindred/user/v1/PrivacyList';
import type {
  RegisterRequest as _kindred_user_v1_RegisterRequest,
  RegisterRequest__Output as _kindred_user_v1_RegisterRequest__Output,
} from '../../../kindred/user/v1/RegisterRequest';
import type {
  RequestPasswordResetRequest as _kindred_user_v1_RequestPasswordResetRequest,
  RequestPasswordResetRequest__Output as _kindred_user_v1_RequestPasswordResetRequest__Output,
} from '../../../kindred/user/v1/RequestPasswordResetRequest';
import type {
  ResetPasswordRequest as _kindred_user_v1_ResetPasswordRequest,
  ResetPasswordRequest__Output as _kindred_user_v1_ResetPasswordRequest__Output,
} from '../../../kindred/user/v1/ResetPasswordRequest';
import type {
  ReviewRegistrationRequest as _kindred_user_v1_ReviewRegistrationRequest,
  ReviewRegistrationRequest__Output as _kindred_user_v1_ReviewRegistrationRequest__Output,
} from '../../../kindred/user/v1/ReviewRegistrationRequest';
import type {
  SaveMemberSettingsRequest as _kindred_user_v1_SaveMemberSettingsRequest,
  SaveMemberSettingsRequest__Output as _kindred_user_v1_SaveMemberSettingsRequest__Output,
} from '../../../kindred/user/v1/SaveMemberSettingsRequest';
import type {
  SearchOppositeSexRequest as _kindred_user_v1_SearchOppositeSexRequest,
  SearchOppositeSexRequest__Output as _kindred_user_v1_SearchOppositeSexRequest__Output,
} from '../../../kindred/user/v1/SearchOppositeSexRequest';
import type {
  SessionList as _kindred_user_v1_SessionList,
  SessionList__Output as _kindred_user_v1_SessionList__Output,
} from '../../../kindred/user/v1/SessionList';
import type {
  SessionResponse as _kindred_user_v1_SessionResponse,
  SessionResponse__Output as _kindred_user_v1_SessionResponse__Output,
} from '../../../kindred/user/v1/SessionResponse';
import type {
  SessionUser as _kindred_user_v1_SessionUser,
  SessionUser__Output as _kindred_user_v1_SessionUser__Output,
} from '../../../kindred/user/v1/SessionUser';
import type {
  SetAvatarRequest as _kindred_user_v1_SetAvatarRequest,
  SetAvatarRequest__Output as _kindred_user_v1_SetAvatarRequest__Output,
} from '../../../kindred/user/v1/SetAvatarRequest';
import type {
  UpdateProfileRequest as _kindred_user_v1_UpdateProfileRequest,
  UpdateProfileRequest__Output as _kindred_user_v1_UpdateProfileRequest__Output,
} from '../../../kindred/user/v1/UpdateProfileRequest';

/**
 * Accounts, credentials, sessions, profiles, memberships, notices and member lists.
 */
export interface UserServiceClient extends grpc.Client {
  Authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  Authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  Authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  Authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;
  authenticate(
    argument: _kindred_user_v1_AuthenticateRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Caller__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The caller and their session record in one call: what the edge keeps for a few seconds.
   */
  AuthenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  AuthenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  AuthenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  AuthenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The caller and their session record in one call: what the edge keeps for a few seconds.
   */
  authenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  authenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  authenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;
  authenticateSession(
    argument: _kindred_user_v1_AuthenticateRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AuthenticatedSession__Output>,
  ): grpc.ClientUnaryCall;

  ChangePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changePassword(
    argument: _kindred_user_v1_ChangePasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  ChangeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ChangeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  changeSignature(
    argument: _kindred_user_v1_ChangeSignatureRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  CreateNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  CreateNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  CreateNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  CreateNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  createNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  createNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  createNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;
  createNotice(
    argument: _kindred_user_v1_CreateNoticeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_Notice__Output>,
  ): grpc.ClientUnaryCall;

  EndOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  EndOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  EndOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  EndOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  endOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  endOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  endOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  endOtherSessions(
    argument: _kindred_user_v1_EndOtherSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_EndOtherSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;

  EndSession(
    argument: _kindred_user_v1_EndSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  EndSession(
    argument: _kindred_user_v1_EndSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  EndSession(
    argument: _kindred_user_v1_EndSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  EndSession(
    argument: _kindred_user_v1_EndSessionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  endSession(
    argument: _kindred_user_v1_EndSessionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  endSession(
    argument: _kindred_user_v1_EndSessionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  endSession(
    argument: _kindred_user_v1_EndSessionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  endSession(
    argument: _kindred_user_v1_EndSessionRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  ExtendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  ExtendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  ExtendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  ExtendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  extendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  extendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  extendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  extendMembership(
    argument: _kindred_user_v1_ExtendMembershipRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;

  FindMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  FindMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  FindMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  FindMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  findMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  findMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  findMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  findMemberByUsername(
    argument: _kindred_user_v1_FindMemberByUsernameRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;

  GetInitData(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  GetInitData(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  GetInitData(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  GetInitData(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  getInitData(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  getInitData(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  getInitData(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;
  getInitData(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_InitData__Output>,
  ): grpc.ClientUnaryCall;

  GetMember(
    argument: _kindred_user_v1_GetMemberRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _kindred_user_v1_GetMemberRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _kindred_user_v1_GetMemberRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  GetMember(
    argument: _kindred_user_v1_GetMemberRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _kindred_user_v1_GetMemberRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _kindred_user_v1_GetMemberRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _kindred_user_v1_GetMemberRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;
  getMember(
    argument: _kindred_user_v1_GetMemberRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Member__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * A member's settings pages (general, mail notification), kept per member (docs/member-settings.md).
   */
  GetMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  GetMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A member's settings pages (general, mail notification), kept per member (docs/member-settings.md).
   */
  getMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  getMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  getMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  getMemberSettings(
    argument: _kindred_user_v1_GetMemberSettingsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;

  GetMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  GetMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  GetMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  GetMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  getMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  getMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  getMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  getMembers(
    argument: _kindred_user_v1_GetMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The privacy controls other services enforce: chat starts (messaging) and presence (chat node).
   */
  GetPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  GetPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  GetPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  GetPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The privacy controls other services enforce: chat starts (messaging) and presence (chat node).
   */
  getPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  getPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  getPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;
  getPrivacy(
    argument: _kindred_user_v1_GetMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_PrivacyList__Output>,
  ): grpc.ClientUnaryCall;

  GetSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  GetSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  GetSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  GetSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  getSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  getSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  getSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;
  getSessionUser(
    argument: _kindred_user_v1_GetSessionUserRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionUser__Output>,
  ): grpc.ClientUnaryCall;

  ListAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  ListAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  ListAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  ListAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  listAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  listAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  listAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;
  listAccountEvents(
    argument: _kindred_user_v1_ListAccountEventsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountEventList__Output>,
  ): grpc.ClientUnaryCall;

  ListMemberWall(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberWall(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberWall(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberWall(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberWall(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberWall(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberWall(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberWall(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;

  ListMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;
  listMembers(
    argument: _kindred_user_v1_ListMembersRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberPage__Output>,
  ): grpc.ClientUnaryCall;

  ListNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listNewOppositeSex(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;

  ListNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  ListNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  ListNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  ListNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  listNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  listNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  listNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;
  listNotices(
    argument: _kindred_user_v1_ListNoticesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_NoticeList__Output>,
  ): grpc.ClientUnaryCall;

  ListOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  ListOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  listOnlineMembers(
    argument: _kindred_user_v1_ListRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The member's signed-in sessions; ending one closes its sockets at once (docs/member-settings.md).
   */
  ListSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  ListSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The member's signed-in sessions; ending one closes its sockets at once (docs/member-settings.md).
   */
  listSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;
  listSessions(
    argument: _kindred_user_v1_ListSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionList__Output>,
  ): grpc.ClientUnaryCall;

  Login(
    argument: _kindred_user_v1_LoginRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _kindred_user_v1_LoginRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _kindred_user_v1_LoginRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Login(
    argument: _kindred_user_v1_LoginRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _kindred_user_v1_LoginRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _kindred_user_v1_LoginRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _kindred_user_v1_LoginRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  login(
    argument: _kindred_user_v1_LoginRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;

  Logout(
    argument: _kindred_user_v1_LogoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Logout(
    argument: _kindred_user_v1_LogoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Logout(
    argument: _kindred_user_v1_LogoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Logout(
    argument: _kindred_user_v1_LogoutRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  logout(
    argument: _kindred_user_v1_LogoutRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  logout(
    argument: _kindred_user_v1_LogoutRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  logout(
    argument: _kindred_user_v1_LogoutRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  logout(
    argument: _kindred_user_v1_LogoutRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  MarkNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  MarkNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  markNoticeRead(
    argument: _kindred_user_v1_MarkNoticeReadRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Which of these sessions (token hashes) of the member are still open: the notifier pushes to no other.
   */
  OpenSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  OpenSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  OpenSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  OpenSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Which of these sessions (token hashes) of the member are still open: the notifier pushes to no other.
   */
  openSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  openSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  openSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;
  openSessions(
    argument: _kindred_user_v1_OpenSessionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_OpenSessionsResponse__Output>,
  ): grpc.ClientUnaryCall;

  Register(
    argument: _kindred_user_v1_RegisterRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _kindred_user_v1_RegisterRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _kindred_user_v1_RegisterRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  Register(
    argument: _kindred_user_v1_RegisterRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _kindred_user_v1_RegisterRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _kindred_user_v1_RegisterRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _kindred_user_v1_RegisterRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;
  register(
    argument: _kindred_user_v1_RegisterRequest,
    callback: grpc.requestCallback<_kindred_user_v1_SessionResponse__Output>,
  ): grpc.ClientUnaryCall;

  RequestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RequestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  requestPasswordReset(
    argument: _kindred_user_v1_RequestPasswordResetRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  ResetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ResetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ResetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ResetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  resetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  resetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  resetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  resetPassword(
    argument: _kindred_user_v1_ResetPasswordRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  ReviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistration(
    argument: _kindred_user_v1_ReviewRegistrationRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  SaveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  SaveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  SaveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  SaveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  saveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  saveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  saveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;
  saveMemberSettings(
    argument: _kindred_user_v1_SaveMemberSettingsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberSettings__Output>,
  ): grpc.ClientUnaryCall;

  SearchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  SearchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  SearchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  SearchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  searchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  searchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  searchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;
  searchOppositeSex(
    argument: _kindred_user_v1_SearchOppositeSexRequest,
    callback: grpc.requestCallback<_kindred_user_v1_MemberList__Output>,
  ): grpc.ClientUnaryCall;

  SetAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SetAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SetAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  SetAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  setAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  setAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  setAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  setAvatar(
    argument: _kindred_user_v1_SetAvatarRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  UpdateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  UpdateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  updateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  updateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  updateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  updateProfile(
    argument: _kindred_user_v1_UpdateProfileRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Accounts, credentials, sessions, profiles, memberships, notices and member lists.
 */
export interface UserServiceHandlers extends grpc.UntypedServiceImplementation {
  Authenticate: grpc.handleUnaryCall<_kindred_user_v1_AuthenticateRequest__Output, _kindred_common_v1_Caller>;

  /**
   * The caller and their session record in one call: what the edge keeps for a few seconds.
   */
  AuthenticateSession: grpc.handleUnaryCall<
    _kindred_user_v1_AuthenticateRequest__Output,
    _kindred_user_v1_AuthenticatedSession
  >;

  ChangePassword: grpc.handleUnaryCall<_kindred_user_v1_ChangePasswordRequest__Output, _kindred_common_v1_Empty>;

  ChangeSignature: grpc.handleUnaryCall<_kindred_user_v1_ChangeSignatureRequest__Output, _kindred_common_v1_Empty>;

  CreateNotice: grpc.handleUnaryCall<_kindred_user_v1_CreateNoticeRequest__Output, _kindred_user_v1_Notice>;

  EndOtherSessions: grpc.handleUnaryCall<
    _kindred_user_v1_EndOtherSessionsRequest__Output,
    _kindred_user_v1_EndOtherSessionsResponse
  >;

  EndSession: grpc.handleUnaryCall<_kindred_user_v1_EndSessionRequest__Output, _kindred_common_v1_Empty>;

  ExtendMembership: grpc.handleUnaryCall<
    _kindred_user_v1_ExtendMembershipRequest__Output,
    _kindred_user_v1_SessionUser
  >;

  FindMemberByUsername: grpc.handleUnaryCall<
    _kindred_user_v1_FindMemberByUsernameRequest__Output,
    _kindred_common_v1_Member
  >;

  GetInitData: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_user_v1_InitData>;

  GetMember: grpc.handleUnaryCall<_kindred_user_v1_GetMemberRequest__Output, _kindred_common_v1_Member>;

  /**
   * A member's settings pages (general, mail notification), kept per member (docs/member-settings.md).
   */
  GetMemberSettings: grpc.handleUnaryCall<
    _kindred_user_v1_GetMemberSettingsRequest__Output,
    _kindred_user_v1_MemberSettings
  >;

  GetMembers: grpc.handleUnaryCall<_kindred_user_v1_GetMembersRequest__Output, _kindred_user_v1_MemberList>;

  /**
   * The privacy controls other services enforce: chat starts (messaging) and presence (chat node).
   */
  GetPrivacy: grpc.handleUnaryCall<_kindred_user_v1_GetMembersRequest__Output, _kindred_user_v1_PrivacyList>;

  GetSessionUser: grpc.handleUnaryCall<_kindred_user_v1_GetSessionUserRequest__Output, _kindred_user_v1_SessionUser>;

  ListAccountEvents: grpc.handleUnaryCall<
    _kindred_user_v1_ListAccountEventsRequest__Output,
    _kindred_user_v1_AccountEventList
  >;

  ListMemberWall: grpc.handleUnaryCall<_kindred_user_v1_ListRequest__Output, _kindred_user_v1_MemberList>;

  ListMembers: grpc.handleUnaryCall<_kindred_user_v1_ListMembersRequest__Output, _kindred_user_v1_MemberPage>;

  ListNewOppositeSex: grpc.handleUnaryCall<_kindred_user_v1_ListRequest__Output, _kindred_user_v1_MemberList>;

  ListNotices: grpc.handleUnaryCall<_kindred_user_v1_ListNoticesRequest__Output, _kindred_user_v1_NoticeList>;

  ListOnlineMembers: grpc.handleUnaryCall<_kindred_user_v1_ListRequest__Output, _kindred_user_v1_MemberList>;

  /**
   * The member's signed-in sessions; ending one closes its sockets at once (docs/member-settings.md).
   */
  ListSessions: grpc.handleUnaryCall<_kindred_user_v1_ListSessionsRequest__Output, _kindred_user_v1_SessionList>;

  Login: grpc.handleUnaryCall<_kindred_user_v1_LoginRequest__Output, _kindred_user_v1_SessionResponse>;

  Logout: grpc.handleUnaryCall<_kindred_user_v1_LogoutRequest__Output, _kindred_common_v1_Empty>;

  MarkNoticeRead: grpc.handleUnaryCall<_kindred_user_v1_MarkNoticeReadRequest__Output, _kindred_common_v1_Empty>;

  /**
   * Which of these sessions (token hashes) of the member are still open: the notifier pushes to no other.
   */
  OpenSessions: grpc.handleUnaryCall<
    _kindred_user_v1_OpenSessionsRequest__Output,
    _kindred_user_v1_OpenSessionsResponse
  >;

  Register: grpc.handleUnaryCall<_kindred_user_v1_RegisterRequest__Output, _kindred_user_v1_SessionResponse>;

  RequestPasswordReset: grpc.handleUnaryCall<
    _kindred_user_v1_RequestPasswordResetRequest__Output,
    _kindred_common_v1_Empty
  >;

  ResetPassword: grpc.handleUnaryCall<_kindred_user_v1_ResetPasswordRequest__Output, _kindred_common_v1_Empty>;

  ReviewRegistration: grpc.handleUnaryCall<
    _kindred_user_v1_ReviewRegistrationRequest__Output,
    _kindred_common_v1_Empty
  >;

  SaveMemberSettings: grpc.handleUnaryCall<
    _kindred_user_v1_SaveMemberSettingsRequest__Output,
    _kindred_user_v1_MemberSettings
  >;

  SearchOppositeSex: grpc.handleUnaryCall<
    _kindred_user_v1_SearchOppositeSexRequest__Output,
    _kindred_user_v1_MemberList
  >;

  SetAvatar: grpc.handleUnaryCall<_kindred_user_v1_SetAvatarRequest__Output, _kindred_common_v1_Empty>;

  UpdateProfile: grpc.handleUnaryCall<_kindred_user_v1_UpdateProfileRequest__Output, _kindred_common_v1_Empty>;
}

export interface UserServiceDefinition extends grpc.ServiceDefinition {
  Authenticate: MethodDefinition<
    _kindred_user_v1_AuthenticateRequest,
    _kindred_common_v1_Caller,
    _kindred_user_v1_AuthenticateRequest__Output,
    _kindred_common_v1_Caller__Output
  >;
  AuthenticateSession: MethodDefinition<
    _kindred_user_v1_AuthenticateRequest,
    _kindred_user_v1_AuthenticatedSession,
    _kindred_user_v1_AuthenticateRequest__Output,
    _kindred_user_v1_AuthenticatedSession__Output
  >;
  ChangePassword: MethodDefinition<
    _kindred_user_v1_ChangePasswordRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_ChangePasswordRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ChangeSignature: MethodDefinition<
    _kindred_user_v1_ChangeSignatureRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_ChangeSignatureRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  CreateNotice: MethodDefinition<
    _kindred_user_v1_CreateNoticeRequest,
    _kindred_user_v1_Notice,
    _kindred_user_v1_CreateNoticeRequest__Output,
    _kindred_user_v1_Notice__Output
  >;
  EndOtherSessions: MethodDefinition<
    _kindred_user_v1_EndOtherSessionsRequest,
    _kindred_user_v1_EndOtherSessionsResponse,
    _kindred_user_v1_EndOtherSessionsRequest__Output,
    _kindred_user_v1_EndOtherSessionsResponse__Output
  >;
  EndSession: MethodDefinition<
    _kindred_user_v1_EndSessionRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_EndSessionRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ExtendMembership: MethodDefinition<
    _kindred_user_v1_ExtendMembershipRequest,
    _kindred_user_v1_SessionUser,
    _kindred_user_v1_ExtendMembershipRequest__Output,
    _kindred_user_v1_SessionUser__Output
  >;
  FindMemberByUsername: MethodDefinition<
    _kindred_user_v1_FindMemberByUsernameRequest,
    _kindred_common_v1_Member,
    _kindred_user_v1_FindMemberByUsernameRequest__Output,
    _kindred_common_v1_Member__Output
  >;
  GetInitData: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_user_v1_InitData,
    _kindred_common_v1_Empty__Output,
    _kindred_user_v1_InitData__Output
  >;
  GetMember: MethodDefinition<
    _kindred_user_v1_GetMemberRequest,
    _kindred_common_v1_Member,
    _kindred_user_v1_GetMemberRequest__Output,
    _kindred_common_v1_Member__Output
  >;
  GetMemberSettings: MethodDefinition<
    _kindred_user_v1_GetMemberSettingsRequest,
    _kindred_user_v1_MemberSettings,
    _kindred_user_v1_GetMemberSettingsRequest__Output,
    _kindred_user_v1_MemberSettings__Output
  >;
  GetMembers: MethodDefinition<
    _kindred_user_v1_GetMembersRequest,
    _kindred_user_v1_MemberList,
    _kindred_user_v1_GetMembersRequest__Output,
    _kindred_user_v1_MemberList__Output
  >;
  GetPrivacy: MethodDefinition<
    _kindred_user_v1_GetMembersRequest,
    _kindred_user_v1_PrivacyList,
    _kindred_user_v1_GetMembersRequest__Output,
    _kindred_user_v1_PrivacyList__Output
  >;
  GetSessionUser: MethodDefinition<
    _kindred_user_v1_GetSessionUserRequest,
    _kindred_user_v1_SessionUser,
    _kindred_user_v1_GetSessionUserRequest__Output,
    _kindred_user_v1_SessionUser__Output
  >;
  ListAccountEvents: MethodDefinition<
    _kindred_user_v1_ListAccountEventsRequest,
    _kindred_user_v1_AccountEventList,
    _kindred_user_v1_ListAccountEventsRequest__Output,
    _kindred_user_v1_AccountEventList__Output
  >;
  ListMemberWall: MethodDefinition<
    _kindred_user_v1_ListRequest,
    _kindred_user_v1_MemberList,
    _kindred_user_v1_ListRequest__Output,
    _kindred_user_v1_MemberList__Output
  >;
  ListMembers: MethodDefinition<
    _kindred_user_v1_ListMembersRequest,
    _kindred_user_v1_MemberPage,
    _kindred_user_v1_ListMembersRequest__Output,
    _kindred_user_v1_MemberPage__Output
  >;
  ListNewOppositeSex: MethodDefinition<
    _kindred_user_v1_ListRequest,
    _kindred_user_v1_MemberList,
    _kindred_user_v1_ListRequest__Output,
    _kindred_user_v1_MemberList__Output
  >;
  ListNotices: MethodDefinition<
    _kindred_user_v1_ListNoticesRequest,
    _kindred_user_v1_NoticeList,
    _kindred_user_v1_ListNoticesRequest__Output,
    _kindred_user_v1_NoticeList__Output
  >;
  ListOnlineMembers: MethodDefinition<
    _kindred_user_v1_ListRequest,
    _kindred_user_v1_MemberList,
    _kindred_user_v1_ListRequest__Output,
    _kindred_user_v1_MemberList__Output
  >;
  ListSessions: MethodDefinition<
    _kindred_user_v1_ListSessionsRequest,
    _kindred_user_v1_SessionList,
    _kindred_user_v1_ListSessionsRequest__Output,
    _kindred_user_v1_SessionList__Output
  >;
  Login: MethodDefinition<
    _kindred_user_v1_LoginRequest,
    _kindred_user_v1_SessionResponse,
    _kindred_user_v1_LoginRequest__Output,
    _kindred_user_v1_SessionResponse__Output
  >;
  Logout: MethodDefinition<
    _kindred_user_v1_LogoutRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_LogoutRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  MarkNoticeRead: MethodDefinition<
    _kindred_user_v1_MarkNoticeReadRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_MarkNoticeReadRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  OpenSessions: MethodDefinition<
    _kindred_user_v1_OpenSessionsRequest,
    _kindred_user_v1_OpenSessionsResponse,
    _kindred_user_v1_OpenSessionsRequest__Output,
    _kindred_user_v1_OpenSessionsResponse__Output
  >;
  Register: MethodDefinition<
    _kindred_user_v1_RegisterRequest,
    _kindred_user_v1_SessionResponse,
    _kindred_user_v1_RegisterRequest__Output,
    _kindred_user_v1_SessionResponse__Output
  >;
  RequestPasswordReset: MethodDefinition<
    _kindred_user_v1_RequestPasswordResetRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_RequestPasswordResetRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ResetPassword: MethodDefinition<
    _kindred_user_v1_ResetPasswordRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_ResetPasswordRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ReviewRegistration: MethodDefinition<
    _kindred_user_v1_ReviewRegistrationRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_ReviewRegistrationRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  SaveMemberSettings: MethodDefinition<
    _kindred_user_v1_SaveMemberSettingsRequest,
    _kindred_user_v1_MemberSettings,
    _kindred_user_v1_SaveMemberSettingsRequest__Output,
    _kindred_user_v1_MemberSettings__Output
  >;
  SearchOppositeSex: MethodDefinition<
    _kindred_user_v1_SearchOppositeSexRequest,
    _kindred_user_v1_MemberList,
    _kindred_user_v1_SearchOppositeSexRequest__Output,
    _kindred_user_v1_MemberList__Output
  >;
  SetAvatar: MethodDefinition<
    _kindred_user_v1_SetAvatarRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_SetAvatarRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  UpdateProfile: MethodDefinition<
    _kindred_user_v1_UpdateProfileRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_UpdateProfileRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
}
