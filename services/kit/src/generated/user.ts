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
  AccountDeletion as _kindred_user_v1_AccountDeletion,
  AccountDeletion__Output as _kindred_user_v1_AccountDeletion__Output,
} from './kindred/user/v1/AccountDeletion';
import type {
  AccountDeletionList as _kindred_user_v1_AccountDeletionList,
  AccountDeletionList__Output as _kindred_user_v1_AccountDeletionList__Output,
} from './kindred/user/v1/AccountDeletionList';
import type {
  AccountEvent as _kindred_user_v1_AccountEvent,
  AccountEvent__Output as _kindred_user_v1_AccountEvent__Output,
} from './kindred/user/v1/AccountEvent';
import type {
  AccountEventList as _kindred_user_v1_AccountEventList,
  AccountEventList__Output as _kindred_user_v1_AccountEventList__Output,
} from './kindred/user/v1/AccountEventList';
import type {
  AccountIdRequest as _kindred_user_v1_AccountIdRequest,
  AccountIdRequest__Output as _kindred_user_v1_AccountIdRequest__Output,
} from './kindred/user/v1/AccountIdRequest';
import type {
  AccountIdsRequest as _kindred_user_v1_AccountIdsRequest,
  AccountIdsRequest__Output as _kindred_user_v1_AccountIdsRequest__Output,
} from './kindred/user/v1/AccountIdsRequest';
import type {
  AccountSecurityServiceClient as _kindred_user_v1_AccountSecurityServiceClient,
  AccountSecurityServiceDefinition as _kindred_user_v1_AccountSecurityServiceDefinition,
} from './kindred/user/v1/AccountSecurityService';
import type {
  AddSavedSearchRequest as _kindred_user_v1_AddSavedSearchRequest,
  AddSavedSearchRequest__Output as _kindred_user_v1_AddSavedSearchRequest__Output,
} from './kindred/user/v1/AddSavedSearchRequest';
import type {
  AnnounceMemberExportRequest as _kindred_user_v1_AnnounceMemberExportRequest,
  AnnounceMemberExportRequest__Output as _kindred_user_v1_AnnounceMemberExportRequest__Output,
} from './kindred/user/v1/AnnounceMemberExportRequest';
import type {
  AuthenticateRequest as _kindred_user_v1_AuthenticateRequest,
  AuthenticateRequest__Output as _kindred_user_v1_AuthenticateRequest__Output,
} from './kindred/user/v1/AuthenticateRequest';
import type {
  AuthenticatedSession as _kindred_user_v1_AuthenticatedSession,
  AuthenticatedSession__Output as _kindred_user_v1_AuthenticatedSession__Output,
} from './kindred/user/v1/AuthenticatedSession';
import type {
  AuthorityLists as _kindred_user_v1_AuthorityLists,
  AuthorityLists__Output as _kindred_user_v1_AuthorityLists__Output,
} from './kindred/user/v1/AuthorityLists';
import type {
  ChangePasswordRequest as _kindred_user_v1_ChangePasswordRequest,
  ChangePasswordRequest__Output as _kindred_user_v1_ChangePasswordRequest__Output,
} from './kindred/user/v1/ChangePasswordRequest';
import type {
  ChangeSignatureRequest as _kindred_user_v1_ChangeSignatureRequest,
  ChangeSignatureRequest__Output as _kindred_user_v1_ChangeSignatureRequest__Output,
} from './kindred/user/v1/ChangeSignatureRequest';
import type {
  CheckPasswordRequest as _kindred_user_v1_CheckPasswordRequest,
  CheckPasswordRequest__Output as _kindred_user_v1_CheckPasswordRequest__Output,
} from './kindred/user/v1/CheckPasswordRequest';
import type {
  CreateNoticeRequest as _kindred_user_v1_CreateNoticeRequest,
  CreateNoticeRequest__Output as _kindred_user_v1_CreateNoticeRequest__Output,
} from './kindred/user/v1/CreateNoticeRequest';
import type {
  CreateStaffAccountRequest as _kindred_user_v1_CreateStaffAccountRequest,
  CreateStaffAccountRequest__Output as _kindred_user_v1_CreateStaffAccountRequest__Output,
} from './kindred/user/v1/CreateStaffAccountRequest';
import type {
  DayCount as _kindred_user_v1_DayCount,
  DayCount__Output as _kindred_user_v1_DayCount__Output,
} from './kindred/user/v1/DayCount';
import type {
  DecideVerificationRequest as _kindred_user_v1_DecideVerificationRequest,
  DecideVerificationRequest__Output as _kindred_user_v1_DecideVerificationRequest__Output,
} from './kindred/user/v1/DecideVerificationRequest';
import type {
  DeleteSavedSearchRequest as _kindred_user_v1_DeleteSavedSearchRequest,
  DeleteSavedSearchRequest__Output as _kindred_user_v1_DeleteSavedSearchRequest__Output,
} from './kindred/user/v1/DeleteSavedSearchRequest';
import type {
  DiscoveryPage as _kindred_user_v1_DiscoveryPage,
  DiscoveryPage__Output as _kindred_user_v1_DiscoveryPage__Output,
} from './kindred/user/v1/DiscoveryPage';
import type {
  DiscoveryServiceClient as _kindred_user_v1_DiscoveryServiceClient,
  DiscoveryServiceDefinition as _kindred_user_v1_DiscoveryServiceDefinition,
} from './kindred/user/v1/DiscoveryService';
import type {
  EmailChangeCodeRequest as _kindred_user_v1_EmailChangeCodeRequest,
  EmailChangeCodeRequest__Output as _kindred_user_v1_EmailChangeCodeRequest__Output,
} from './kindred/user/v1/EmailChangeCodeRequest';
import type {
  EndOtherSessionsRequest as _kindred_user_v1_EndOtherSessionsRequest,
  EndOtherSessionsRequest__Output as _kindred_user_v1_EndOtherSessionsRequest__Output,
} from './kindred/user/v1/EndOtherSessionsRequest';
import type {
  EndOtherSessionsResponse as _kindred_user_v1_EndOtherSessionsResponse,
  EndOtherSessionsResponse__Output as _kindred_user_v1_EndOtherSessionsResponse__Output,
} from './kindred/user/v1/EndOtherSessionsResponse';
import type {
  EndSessionRequest as _kindred_user_v1_EndSessionRequest,
  EndSessionRequest__Output as _kindred_user_v1_EndSessionRequest__Output,
} from './kindred/user/v1/EndSessionRequest';
import type {
  ExtendMembershipRequest as _kindred_user_v1_ExtendMembershipRequest,
  ExtendMembershipRequest__Output as _kindred_user_v1_ExtendMembershipRequest__Output,
} from './kindred/user/v1/ExtendMembershipRequest';
import type {
  FindLoginAccountRequest as _kindred_user_v1_FindLoginAccountRequest,
  FindLoginAccountRequest__Output as _kindred_user_v1_FindLoginAccountRequest__Output,
} from './kindred/user/v1/FindLoginAccountRequest';
import type {
  FindMemberByUsernameRequest as _kindred_user_v1_FindMemberByUsernameRequest,
  FindMemberByUsernameRequest__Output as _kindred_user_v1_FindMemberByUsernameRequest__Output,
} from './kindred/user/v1/FindMemberByUsernameRequest';
import type {
  GetAccountDeletionRequest as _kindred_user_v1_GetAccountDeletionRequest,
  GetAccountDeletionRequest__Output as _kindred_user_v1_GetAccountDeletionRequest__Output,
} from './kindred/user/v1/GetAccountDeletionRequest';
import type {
  GetMemberRequest as _kindred_user_v1_GetMemberRequest,
  GetMemberRequest__Output as _kindred_user_v1_GetMemberRequest__Output,
} from './kindred/user/v1/GetMemberRequest';
import type {
  GetMemberSettingsRequest as _kindred_user_v1_GetMemberSettingsRequest,
  GetMemberSettingsRequest__Output as _kindred_user_v1_GetMemberSettingsRequest__Output,
} from './kindred/user/v1/GetMemberSettingsRequest';
import type {
  GetMembersRequest as _kindred_user_v1_GetMembersRequest,
  GetMembersRequest__Output as _kindred_user_v1_GetMembersRequest__Output,
} from './kindred/user/v1/GetMembersRequest';
import type {
  GetProfileFactsRequest as _kindred_user_v1_GetProfileFactsRequest,
  GetProfileFactsRequest__Output as _kindred_user_v1_GetProfileFactsRequest__Output,
} from './kindred/user/v1/GetProfileFactsRequest';
import type {
  GetSessionUserRequest as _kindred_user_v1_GetSessionUserRequest,
  GetSessionUserRequest__Output as _kindred_user_v1_GetSessionUserRequest__Output,
} from './kindred/user/v1/GetSessionUserRequest';
import type {
  GetVerificationStateRequest as _kindred_user_v1_GetVerificationStateRequest,
  GetVerificationStateRequest__Output as _kindred_user_v1_GetVerificationStateRequest__Output,
} from './kindred/user/v1/GetVerificationStateRequest';
import type {
  InitData as _kindred_user_v1_InitData,
  InitData__Output as _kindred_user_v1_InitData__Output,
} from './kindred/user/v1/InitData';
import type {
  ListAccountEventsRequest as _kindred_user_v1_ListAccountEventsRequest,
  ListAccountEventsRequest__Output as _kindred_user_v1_ListAccountEventsRequest__Output,
} from './kindred/user/v1/ListAccountEventsRequest';
import type {
  ListMembersRequest as _kindred_user_v1_ListMembersRequest,
  ListMembersRequest__Output as _kindred_user_v1_ListMembersRequest__Output,
} from './kindred/user/v1/ListMembersRequest';
import type {
  ListNoticesRequest as _kindred_user_v1_ListNoticesRequest,
  ListNoticesRequest__Output as _kindred_user_v1_ListNoticesRequest__Output,
} from './kindred/user/v1/ListNoticesRequest';
import type {
  ListPendingVerificationsRequest as _kindred_user_v1_ListPendingVerificationsRequest,
  ListPendingVerificationsRequest__Output as _kindred_user_v1_ListPendingVerificationsRequest__Output,
} from './kindred/user/v1/ListPendingVerificationsRequest';
import type {
  ListRequest as _kindred_user_v1_ListRequest,
  ListRequest__Output as _kindred_user_v1_ListRequest__Output,
} from './kindred/user/v1/ListRequest';
import type {
  ListSavedSearchesRequest as _kindred_user_v1_ListSavedSearchesRequest,
  ListSavedSearchesRequest__Output as _kindred_user_v1_ListSavedSearchesRequest__Output,
} from './kindred/user/v1/ListSavedSearchesRequest';
import type {
  ListSessionsRequest as _kindred_user_v1_ListSessionsRequest,
  ListSessionsRequest__Output as _kindred_user_v1_ListSessionsRequest__Output,
} from './kindred/user/v1/ListSessionsRequest';
import type {
  ListStaffActionsRequest as _kindred_user_v1_ListStaffActionsRequest,
  ListStaffActionsRequest__Output as _kindred_user_v1_ListStaffActionsRequest__Output,
} from './kindred/user/v1/ListStaffActionsRequest';
import type {
  LoginAccount as _kindred_user_v1_LoginAccount,
  LoginAccount__Output as _kindred_user_v1_LoginAccount__Output,
} from './kindred/user/v1/LoginAccount';
import type {
  LoginRequest as _kindred_user_v1_LoginRequest,
  LoginRequest__Output as _kindred_user_v1_LoginRequest__Output,
} from './kindred/user/v1/LoginRequest';
import type {
  LogoutRequest as _kindred_user_v1_LogoutRequest,
  LogoutRequest__Output as _kindred_user_v1_LogoutRequest__Output,
} from './kindred/user/v1/LogoutRequest';
import type {
  MarkNoticeReadRequest as _kindred_user_v1_MarkNoticeReadRequest,
  MarkNoticeReadRequest__Output as _kindred_user_v1_MarkNoticeReadRequest__Output,
} from './kindred/user/v1/MarkNoticeReadRequest';
import type {
  MemberDataServiceClient as _kindred_user_v1_MemberDataServiceClient,
  MemberDataServiceDefinition as _kindred_user_v1_MemberDataServiceDefinition,
} from './kindred/user/v1/MemberDataService';
import type {
  MemberList as _kindred_user_v1_MemberList,
  MemberList__Output as _kindred_user_v1_MemberList__Output,
} from './kindred/user/v1/MemberList';
import type {
  MemberPage as _kindred_user_v1_MemberPage,
  MemberPage__Output as _kindred_user_v1_MemberPage__Output,
} from './kindred/user/v1/MemberPage';
import type {
  MemberPrivacy as _kindred_user_v1_MemberPrivacy,
  MemberPrivacy__Output as _kindred_user_v1_MemberPrivacy__Output,
} from './kindred/user/v1/MemberPrivacy';
import type {
  MemberSession as _kindred_user_v1_MemberSession,
  MemberSession__Output as _kindred_user_v1_MemberSession__Output,
} from './kindred/user/v1/MemberSession';
import type {
  MemberSettings as _kindred_user_v1_MemberSettings,
  MemberSettings__Output as _kindred_user_v1_MemberSettings__Output,
} from './kindred/user/v1/MemberSettings';
import type {
  Notice as _kindred_user_v1_Notice,
  Notice__Output as _kindred_user_v1_Notice__Output,
} from './kindred/user/v1/Notice';
import type {
  NoticeList as _kindred_user_v1_NoticeList,
  NoticeList__Output as _kindred_user_v1_NoticeList__Output,
} from './kindred/user/v1/NoticeList';
import type {
  NotificationTopics as _kindred_user_v1_NotificationTopics,
  NotificationTopics__Output as _kindred_user_v1_NotificationTopics__Output,
} from './kindred/user/v1/NotificationTopics';
import type {
  OpenSessionsRequest as _kindred_user_v1_OpenSessionsRequest,
  OpenSessionsRequest__Output as _kindred_user_v1_OpenSessionsRequest__Output,
} from './kindred/user/v1/OpenSessionsRequest';
import type {
  OpenSessionsResponse as _kindred_user_v1_OpenSessionsResponse,
  OpenSessionsResponse__Output as _kindred_user_v1_OpenSessionsResponse__Output,
} from './kindred/user/v1/OpenSessionsResponse';
import type {
  Privacy as _kindred_user_v1_Privacy,
  Privacy__Output as _kindred_user_v1_Privacy__Output,
} from './kindred/user/v1/Privacy';
import type {
  PrivacyList as _kindred_user_v1_PrivacyList,
  PrivacyList__Output as _kindred_user_v1_PrivacyList__Output,
} from './kindred/user/v1/PrivacyList';
import type {
  ProfileFacts as _kindred_user_v1_ProfileFacts,
  ProfileFacts__Output as _kindred_user_v1_ProfileFacts__Output,
} from './kindred/user/v1/ProfileFacts';
import type {
  RegisterRequest as _kindred_user_v1_RegisterRequest,
  RegisterRequest__Output as _kindred_user_v1_RegisterRequest__Output,
} from './kindred/user/v1/RegisterRequest';
import type {
  RequestAccountDeletionRequest as _kindred_user_v1_RequestAccountDeletionRequest,
  RequestAccountDeletionRequest__Output as _kindred_user_v1_RequestAccountDeletionRequest__Output,
} from './kindred/user/v1/RequestAccountDeletionRequest';
import type {
  RequestEmailChangeRequest as _kindred_user_v1_RequestEmailChangeRequest,
  RequestEmailChangeRequest__Output as _kindred_user_v1_RequestEmailChangeRequest__Output,
} from './kindred/user/v1/RequestEmailChangeRequest';
import type {
  RequestPasswordResetRequest as _kindred_user_v1_RequestPasswordResetRequest,
  RequestPasswordResetRequest__Output as _kindred_user_v1_RequestPasswordResetRequest__Output,
} from './kindred/user/v1/RequestPasswordResetRequest';
import type {
  ResetPasswordRequest as _kindred_user_v1_ResetPasswordRequest,
  ResetPasswordRequest__Output as _kindred_user_v1_ResetPasswordRequest__Output,
} from './kindred/user/v1/ResetPasswordRequest';
import type {
  ReviewRegistrationRequest as _kindred_user_v1_ReviewRegistrationRequest,
  ReviewRegistrationRequest__Output as _kindred_user_v1_ReviewRegistrationRequest__Output,
} from './kindred/user/v1/ReviewRegistrationRequest';
import type {
  ReviewRegistrationsRequest as _kindred_user_v1_ReviewRegistrationsRequest,
  ReviewRegistrationsRequest__Output as _kindred_user_v1_ReviewRegistrationsRequest__Output,
} from './kindred/user/v1/ReviewRegistrationsRequest';
import type {
  ReviewRegistrationsResponse as _kindred_user_v1_ReviewRegistrationsResponse,
  ReviewRegistrationsResponse__Output as _kindred_user_v1_ReviewRegistrationsResponse__Output,
} from './kindred/user/v1/ReviewRegistrationsResponse';
import type {
  SaveMemberSettingsRequest as _kindred_user_v1_SaveMemberSettingsRequest,
  SaveMemberSettingsRequest__Output as _kindred_user_v1_SaveMemberSettingsRequest__Output,
} from './kindred/user/v1/SaveMemberSettingsRequest';
import type {
  SaveProfileFactsRequest as _kindred_user_v1_SaveProfileFactsRequest,
  SaveProfileFactsRequest__Output as _kindred_user_v1_SaveProfileFactsRequest__Output,
} from './kindred/user/v1/SaveProfileFactsRequest';
import type {
  SavedSearch as _kindred_user_v1_SavedSearch,
  SavedSearch__Output as _kindred_user_v1_SavedSearch__Output,
} from './kindred/user/v1/SavedSearch';
import type {
  SavedSearchList as _kindred_user_v1_SavedSearchList,
  SavedSearchList__Output as _kindred_user_v1_SavedSearchList__Output,
} from './kindred/user/v1/SavedSearchList';
import type {
  SearchAccountsRequest as _kindred_user_v1_SearchAccountsRequest,
  SearchAccountsRequest__Output as _kindred_user_v1_SearchAccountsRequest__Output,
} from './kindred/user/v1/SearchAccountsRequest';
import type {
  SearchMembersRequest as _kindred_user_v1_SearchMembersRequest,
  SearchMembersRequest__Output as _kindred_user_v1_SearchMembersRequest__Output,
} from './kindred/user/v1/SearchMembersRequest';
import type {
  SearchOppositeSexRequest as _kindred_user_v1_SearchOppositeSexRequest,
  SearchOppositeSexRequest__Output as _kindred_user_v1_SearchOppositeSexRequest__Output,
} from './kindred/user/v1/SearchOppositeSexRequest';
import type {
  ServiceAccount as _kindred_user_v1_ServiceAccount,
  ServiceAccount__Output as _kindred_user_v1_ServiceAccount__Output,
} from './kindred/user/v1/ServiceAccount';
import type {
  SessionList as _kindred_user_v1_SessionList,
  SessionList__Output as _kindred_user_v1_SessionList__Output,
} from './kindred/user/v1/SessionList';
import type {
  SessionResponse as _kindred_user_v1_SessionResponse,
  SessionResponse__Output as _kindred_user_v1_SessionResponse__Output,
} from './kindred/user/v1/SessionResponse';
import type {
  SessionUser as _kindred_user_v1_SessionUser,
  SessionUser__Output as _kindred_user_v1_SessionUser__Output,
} from './kindred/user/v1/SessionUser';
import type {
  SetAccountStatusRequest as _kindred_user_v1_SetAccountStatusRequest,
  SetAccountStatusRequest__Output as _kindred_user_v1_SetAccountStatusRequest__Output,
} from './kindred/user/v1/SetAccountStatusRequest';
import type {
  SetAvatarRequest as _kindred_user_v1_SetAvatarRequest,
  SetAvatarRequest__Output as _kindred_user_v1_SetAvatarRequest__Output,
} from './kindred/user/v1/SetAvatarRequest';
import type {
  SetRoleRequest as _kindred_user_v1_SetRoleRequest,
  SetRoleRequest__Output as _kindred_user_v1_SetRoleRequest__Output,
} from './kindred/user/v1/SetRoleRequest';
import type {
  SetTierAuthoritiesRequest as _kindred_user_v1_SetTierAuthoritiesRequest,
  SetTierAuthoritiesRequest__Output as _kindred_user_v1_SetTierAuthoritiesRequest__Output,
} from './kindred/user/v1/SetTierAuthoritiesRequest';
import type {
  StaffAccount as _kindred_user_v1_StaffAccount,
  StaffAccount__Output as _kindred_user_v1_StaffAccount__Output,
} from './kindred/user/v1/StaffAccount';
import type {
  StaffAccountPage as _kindred_user_v1_StaffAccountPage,
  StaffAccountPage__Output as _kindred_user_v1_StaffAccountPage__Output,
} from './kindred/user/v1/StaffAccountPage';
import type {
  StaffAction as _kindred_user_v1_StaffAction,
  StaffAction__Output as _kindred_user_v1_StaffAction__Output,
} from './kindred/user/v1/StaffAction';
import type {
  StaffActionPage as _kindred_user_v1_StaffActionPage,
  StaffActionPage__Output as _kindred_user_v1_StaffActionPage__Output,
} from './kindred/user/v1/StaffActionPage';
import type {
  StaffIdRequest as _kindred_user_v1_StaffIdRequest,
  StaffIdRequest__Output as _kindred_user_v1_StaffIdRequest__Output,
} from './kindred/user/v1/StaffIdRequest';
import type {
  StaffPageRequest as _kindred_user_v1_StaffPageRequest,
  StaffPageRequest__Output as _kindred_user_v1_StaffPageRequest__Output,
} from './kindred/user/v1/StaffPageRequest';
import type {
  StaffProfile as _kindred_user_v1_StaffProfile,
  StaffProfile__Output as _kindred_user_v1_StaffProfile__Output,
} from './kindred/user/v1/StaffProfile';
import type {
  StaffSummary as _kindred_user_v1_StaffSummary,
  StaffSummary__Output as _kindred_user_v1_StaffSummary__Output,
} from './kindred/user/v1/StaffSummary';
import type {
  StartVerificationRequest as _kindred_user_v1_StartVerificationRequest,
  StartVerificationRequest__Output as _kindred_user_v1_StartVerificationRequest__Output,
} from './kindred/user/v1/StartVerificationRequest';
import type {
  SubmitVerificationRequest as _kindred_user_v1_SubmitVerificationRequest,
  SubmitVerificationRequest__Output as _kindred_user_v1_SubmitVerificationRequest__Output,
} from './kindred/user/v1/SubmitVerificationRequest';
import type {
  SuggestMembersRequest as _kindred_user_v1_SuggestMembersRequest,
  SuggestMembersRequest__Output as _kindred_user_v1_SuggestMembersRequest__Output,
} from './kindred/user/v1/SuggestMembersRequest';
import type {
  TierAuthorities as _kindred_user_v1_TierAuthorities,
  TierAuthorities__Output as _kindred_user_v1_TierAuthorities__Output,
} from './kindred/user/v1/TierAuthorities';
import type {
  TotpCodeRequest as _kindred_user_v1_TotpCodeRequest,
  TotpCodeRequest__Output as _kindred_user_v1_TotpCodeRequest__Output,
} from './kindred/user/v1/TotpCodeRequest';
import type {
  TotpEnrolment as _kindred_user_v1_TotpEnrolment,
  TotpEnrolment__Output as _kindred_user_v1_TotpEnrolment__Output,
} from './kindred/user/v1/TotpEnrolment';
import type {
  UpdateProfileRequest as _kindred_user_v1_UpdateProfileRequest,
  UpdateProfileRequest__Output as _kindred_user_v1_UpdateProfileRequest__Output,
} from './kindred/user/v1/UpdateProfileRequest';
import type {
  UserServiceClient as _kindred_user_v1_UserServiceClient,
  UserServiceDefinition as _kindred_user_v1_UserServiceDefinition,
} from './kindred/user/v1/UserService';
import type {
  UserStaffServiceClient as _kindred_user_v1_UserStaffServiceClient,
  UserStaffServiceDefinition as _kindred_user_v1_UserStaffServiceDefinition,
} from './kindred/user/v1/UserStaffService';
import type {
  VerificationPose as _kindred_user_v1_VerificationPose,
  VerificationPose__Output as _kindred_user_v1_VerificationPose__Output,
} from './kindred/user/v1/VerificationPose';
import type {
  VerificationRequest as _kindred_user_v1_VerificationRequest,
  VerificationRequest__Output as _kindred_user_v1_VerificationRequest__Output,
} from './kindred/user/v1/VerificationRequest';
import type {
  VerificationRequestPage as _kindred_user_v1_VerificationRequestPage,
  VerificationRequestPage__Output as _kindred_user_v1_VerificationRequestPage__Output,
} from './kindred/user/v1/VerificationRequestPage';
import type {
  VerificationServiceClient as _kindred_user_v1_VerificationServiceClient,
  VerificationServiceDefinition as _kindred_user_v1_VerificationServiceDefinition,
} from './kindred/user/v1/VerificationService';
import type {
  VerificationState as _kindred_user_v1_VerificationState,
  VerificationState__Output as _kindred_user_v1_VerificationState__Output,
} from './kindred/user/v1/VerificationState';

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
    user: {
      v1: {
        AccountDeletion: MessageTypeDefinition<
          _kindred_user_v1_AccountDeletion,
          _kindred_user_v1_AccountDeletion__Output
        >;
        AccountDeletionList: MessageTypeDefinition<
          _kindred_user_v1_AccountDeletionList,
          _kindred_user_v1_AccountDeletionList__Output
        >;
        AccountEvent: MessageTypeDefinition<_kindred_user_v1_AccountEvent, _kindred_user_v1_AccountEvent__Output>;
        AccountEventList: MessageTypeDefinition<
          _kindred_user_v1_AccountEventList,
          _kindred_user_v1_AccountEventList__Output
        >;
        AccountIdRequest: MessageTypeDefinition<
          _kindred_user_v1_AccountIdRequest,
          _kindred_user_v1_AccountIdRequest__Output
        >;
        AccountIdsRequest: MessageTypeDefinition<
          _kindred_user_v1_AccountIdsRequest,
          _kindred_user_v1_AccountIdsRequest__Output
        >;
        /**
         * What guards an account against a stolen session (docs/privacy.md, "Step-up"): the password asked
         * again, the email change confirmed by the new address and undone from the old one, and the account
         * a sign-in name belongs to (the edge's password-check limit counts per account).
         */
        AccountSecurityService: SubtypeConstructor<
          typeof grpc.Client,
          _kindred_user_v1_AccountSecurityServiceClient
        > & { service: _kindred_user_v1_AccountSecurityServiceDefinition };
        AddSavedSearchRequest: MessageTypeDefinition<
          _kindred_user_v1_AddSavedSearchRequest,
          _kindred_user_v1_AddSavedSearchRequest__Output
        >;
        AnnounceMemberExportRequest: MessageTypeDefinition<
          _kindred_user_v1_AnnounceMemberExportRequest,
          _kindred_user_v1_AnnounceMemberExportRequest__Output
        >;
        AuthenticateRequest: MessageTypeDefinition<
          _kindred_user_v1_AuthenticateRequest,
          _kindred_user_v1_AuthenticateRequest__Output
        >;
        AuthenticatedSession: MessageTypeDefinition<
          _kindred_user_v1_AuthenticatedSession,
          _kindred_user_v1_AuthenticatedSession__Output
        >;
        AuthorityLists: MessageTypeDefinition<_kindred_user_v1_AuthorityLists, _kindred_user_v1_AuthorityLists__Output>;
        ChangePasswordRequest: MessageTypeDefinition<
          _kindred_user_v1_ChangePasswordRequest,
          _kindred_user_v1_ChangePasswordRequest__Output
        >;
        ChangeSignatureRequest: MessageTypeDefinition<
          _kindred_user_v1_ChangeSignatureRequest,
          _kindred_user_v1_ChangeSignatureRequest__Output
        >;
        CheckPasswordRequest: MessageTypeDefinition<
          _kindred_user_v1_CheckPasswordRequest,
          _kindred_user_v1_CheckPasswordRequest__Output
        >;
        CreateNoticeRequest: MessageTypeDefinition<
          _kindred_user_v1_CreateNoticeRequest,
          _kindred_user_v1_CreateNoticeRequest__Output
        >;
        CreateStaffAccountRequest: MessageTypeDefinition<
          _kindred_user_v1_CreateStaffAccountRequest,
          _kindred_user_v1_CreateStaffAccountRequest__Output
        >;
        DayCount: MessageTypeDefinition<_kindred_user_v1_DayCount, _kindred_user_v1_DayCount__Output>;
        DecideVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_DecideVerificationRequest,
          _kindred_user_v1_DecideVerificationRequest__Output
        >;
        DeleteSavedSearchRequest: MessageTypeDefinition<
          _kindred_user_v1_DeleteSavedSearchRequest,
          _kindred_user_v1_DeleteSavedSearchRequest__Output
        >;
        DiscoveryPage: MessageTypeDefinition<_kindred_user_v1_DiscoveryPage, _kindred_user_v1_DiscoveryPage__Output>;
        /**
         * Finding members and reading what they tell about themselves (docs/discovery.md): discovery search
         * over the member listing with filters, and the profile facts a profile shows and settings edit.
         */
        DiscoveryService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_DiscoveryServiceClient> & {
          service: _kindred_user_v1_DiscoveryServiceDefinition;
        };
        EmailChangeCodeRequest: MessageTypeDefinition<
          _kindred_user_v1_EmailChangeCodeRequest,
          _kindred_user_v1_EmailChangeCodeRequest__Output
        >;
        EndOtherSessionsRequest: MessageTypeDefinition<
          _kindred_user_v1_EndOtherSessionsRequest,
          _kindred_user_v1_EndOtherSessionsRequest__Output
        >;
        EndOtherSessionsResponse: MessageTypeDefinition<
          _kindred_user_v1_EndOtherSessionsResponse,
          _kindred_user_v1_EndOtherSessionsResponse__Output
        >;
        EndSessionRequest: MessageTypeDefinition<
          _kindred_user_v1_EndSessionRequest,
          _kindred_user_v1_EndSessionRequest__Output
        >;
        ExtendMembershipRequest: MessageTypeDefinition<
          _kindred_user_v1_ExtendMembershipRequest,
          _kindred_user_v1_ExtendMembershipRequest__Output
        >;
        FindLoginAccountRequest: MessageTypeDefinition<
          _kindred_user_v1_FindLoginAccountRequest,
          _kindred_user_v1_FindLoginAccountRequest__Output
        >;
        FindMemberByUsernameRequest: MessageTypeDefinition<
          _kindred_user_v1_FindMemberByUsernameRequest,
          _kindred_user_v1_FindMemberByUsernameRequest__Output
        >;
        GetAccountDeletionRequest: MessageTypeDefinition<
          _kindred_user_v1_GetAccountDeletionRequest,
          _kindred_user_v1_GetAccountDeletionRequest__Output
        >;
        GetMemberRequest: MessageTypeDefinition<
          _kindred_user_v1_GetMemberRequest,
          _kindred_user_v1_GetMemberRequest__Output
        >;
        GetMemberSettingsRequest: MessageTypeDefinition<
          _kindred_user_v1_GetMemberSettingsRequest,
          _kindred_user_v1_GetMemberSettingsRequest__Output
        >;
        GetMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_GetMembersRequest,
          _kindred_user_v1_GetMembersRequest__Output
        >;
        GetProfileFactsRequest: MessageTypeDefinition<
          _kindred_user_v1_GetProfileFactsRequest,
          _kindred_user_v1_GetProfileFactsRequest__Output
        >;
        GetSessionUserRequest: MessageTypeDefinition<
          _kindred_user_v1_GetSessionUserRequest,
          _kindred_user_v1_GetSessionUserRequest__Output
        >;
        GetVerificationStateRequest: MessageTypeDefinition<
          _kindred_user_v1_GetVerificationStateRequest,
          _kindred_user_v1_GetVerificationStateRequest__Output
        >;
        InitData: MessageTypeDefinition<_kindred_user_v1_InitData, _kindred_user_v1_InitData__Output>;
        ListAccountEventsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListAccountEventsRequest,
          _kindred_user_v1_ListAccountEventsRequest__Output
        >;
        ListMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_ListMembersRequest,
          _kindred_user_v1_ListMembersRequest__Output
        >;
        ListNoticesRequest: MessageTypeDefinition<
          _kindred_user_v1_ListNoticesRequest,
          _kindred_user_v1_ListNoticesRequest__Output
        >;
        ListPendingVerificationsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListPendingVerificationsRequest,
          _kindred_user_v1_ListPendingVerificationsRequest__Output
        >;
        ListRequest: MessageTypeDefinition<_kindred_user_v1_ListRequest, _kindred_user_v1_ListRequest__Output>;
        ListSavedSearchesRequest: MessageTypeDefinition<
          _kindred_user_v1_ListSavedSearchesRequest,
          _kindred_user_v1_ListSavedSearchesRequest__Output
        >;
        ListSessionsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListSessionsRequest,
          _kindred_user_v1_ListSessionsRequest__Output
        >;
        ListStaffActionsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListStaffActionsRequest,
          _kindred_user_v1_ListStaffActionsRequest__Output
        >;
        LoginAccount: MessageTypeDefinition<_kindred_user_v1_LoginAccount, _kindred_user_v1_LoginAccount__Output>;
        LoginRequest: MessageTypeDefinition<_kindred_user_v1_LoginRequest, _kindred_user_v1_LoginRequest__Output>;
        LogoutRequest: MessageTypeDefinition<_kindred_user_v1_LogoutRequest, _kindred_user_v1_LogoutRequest__Output>;
        MarkNoticeReadRequest: MessageTypeDefinition<
          _kindred_user_v1_MarkNoticeReadRequest,
          _kindred_user_v1_MarkNoticeReadRequest__Output
        >;
        /**
         * A member's data rights on the user service's side (docs/privacy.md): the account deletion with its
         * grace period, the export's notice and mail, and the user service's part of the export.
         */
        MemberDataService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_MemberDataServiceClient> & {
          service: _kindred_user_v1_MemberDataServiceDefinition;
        };
        MemberList: MessageTypeDefinition<_kindred_user_v1_MemberList, _kindred_user_v1_MemberList__Output>;
        MemberPage: MessageTypeDefinition<_kindred_user_v1_MemberPage, _kindred_user_v1_MemberPage__Output>;
        MemberPrivacy: MessageTypeDefinition<_kindred_user_v1_MemberPrivacy, _kindred_user_v1_MemberPrivacy__Output>;
        MemberSession: MessageTypeDefinition<_kindred_user_v1_MemberSession, _kindred_user_v1_MemberSession__Output>;
        MemberSettings: MessageTypeDefinition<_kindred_user_v1_MemberSettings, _kindred_user_v1_MemberSettings__Output>;
        Notice: MessageTypeDefinition<_kindred_user_v1_Notice, _kindred_user_v1_Notice__Output>;
        NoticeList: MessageTypeDefinition<_kindred_user_v1_NoticeList, _kindred_user_v1_NoticeList__Output>;
        NotificationTopics: MessageTypeDefinition<
          _kindred_user_v1_NotificationTopics,
          _kindred_user_v1_NotificationTopics__Output
        >;
        OpenSessionsRequest: MessageTypeDefinition<
          _kindred_user_v1_OpenSessionsRequest,
          _kindred_user_v1_OpenSessionsRequest__Output
        >;
        OpenSessionsResponse: MessageTypeDefinition<
          _kindred_user_v1_OpenSessionsResponse,
          _kindred_user_v1_OpenSessionsResponse__Output
        >;
        Privacy: MessageTypeDefinition<_kindred_user_v1_Privacy, _kindred_user_v1_Privacy__Output>;
        PrivacyList: MessageTypeDefinition<_kindred_user_v1_PrivacyList, _kindred_user_v1_PrivacyList__Output>;
        ProfileFacts: MessageTypeDefinition<_kindred_user_v1_ProfileFacts, _kindred_user_v1_ProfileFacts__Output>;
        RegisterRequest: MessageTypeDefinition<
          _kindred_user_v1_RegisterRequest,
          _kindred_user_v1_RegisterRequest__Output
        >;
        RequestAccountDeletionRequest: MessageTypeDefinition<
          _kindred_user_v1_RequestAccountDeletionRequest,
          _kindred_user_v1_RequestAccountDeletionRequest__Output
        >;
        RequestEmailChangeRequest: MessageTypeDefinition<
          _kindred_user_v1_RequestEmailChangeRequest,
          _kindred_user_v1_RequestEmailChangeRequest__Output
        >;
        RequestPasswordResetRequest: MessageTypeDefinition<
          _kindred_user_v1_RequestPasswordResetRequest,
          _kindred_user_v1_RequestPasswordResetRequest__Output
        >;
        ResetPasswordRequest: MessageTypeDefinition<
          _kindred_user_v1_ResetPasswordRequest,
          _kindred_user_v1_ResetPasswordRequest__Output
        >;
        ReviewRegistrationRequest: MessageTypeDefinition<
          _kindred_user_v1_ReviewRegistrationRequest,
          _kindred_user_v1_ReviewRegistrationRequest__Output
        >;
        ReviewRegistrationsRequest: MessageTypeDefinition<
          _kindred_user_v1_ReviewRegistrationsRequest,
          _kindred_user_v1_ReviewRegistrationsRequest__Output
        >;
        ReviewRegistrationsResponse: MessageTypeDefinition<
          _kindred_user_v1_ReviewRegistrationsResponse,
          _kindred_user_v1_ReviewRegistrationsResponse__Output
        >;
        SaveMemberSettingsRequest: MessageTypeDefinition<
          _kindred_user_v1_SaveMemberSettingsRequest,
          _kindred_user_v1_SaveMemberSettingsRequest__Output
        >;
        SaveProfileFactsRequest: MessageTypeDefinition<
          _kindred_user_v1_SaveProfileFactsRequest,
          _kindred_user_v1_SaveProfileFactsRequest__Output
        >;
        SavedSearch: MessageTypeDefinition<_kindred_user_v1_SavedSearch, _kindred_user_v1_SavedSearch__Output>;
        SavedSearchList: MessageTypeDefinition<
          _kindred_user_v1_SavedSearchList,
          _kindred_user_v1_SavedSearchList__Output
        >;
        SearchAccountsRequest: MessageTypeDefinition<
          _kindred_user_v1_SearchAccountsRequest,
          _kindred_user_v1_SearchAccountsRequest__Output
        >;
        SearchMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_SearchMembersRequest,
          _kindred_user_v1_SearchMembersRequest__Output
        >;
        SearchOppositeSexRequest: MessageTypeDefinition<
          _kindred_user_v1_SearchOppositeSexRequest,
          _kindred_user_v1_SearchOppositeSexRequest__Output
        >;
        ServiceAccount: MessageTypeDefinition<_kindred_user_v1_ServiceAccount, _kindred_user_v1_ServiceAccount__Output>;
        SessionList: MessageTypeDefinition<_kindred_user_v1_SessionList, _kindred_user_v1_SessionList__Output>;
        SessionResponse: MessageTypeDefinition<
          _kindred_user_v1_SessionResponse,
          _kindred_user_v1_SessionResponse__Output
        >;
        SessionUser: MessageTypeDefinition<_kindred_user_v1_SessionUser, _kindred_user_v1_SessionUser__Output>;
        SetAccountStatusRequest: MessageTypeDefinition<
          _kindred_user_v1_SetAccountStatusRequest,
          _kindred_user_v1_SetAccountStatusRequest__Output
        >;
        SetAvatarRequest: MessageTypeDefinition<
          _kindred_user_v1_SetAvatarRequest,
          _kindred_user_v1_SetAvatarRequest__Output
        >;
        SetRoleRequest: MessageTypeDefinition<_kindred_user_v1_SetRoleRequest, _kindred_user_v1_SetRoleRequest__Output>;
        SetTierAuthoritiesRequest: MessageTypeDefinition<
          _kindred_user_v1_SetTierAuthoritiesRequest,
          _kindred_user_v1_SetTierAuthoritiesRequest__Output
        >;
        StaffAccount: MessageTypeDefinition<_kindred_user_v1_StaffAccount, _kindred_user_v1_StaffAccount__Output>;
        StaffAccountPage: MessageTypeDefinition<
          _kindred_user_v1_StaffAccountPage,
          _kindred_user_v1_StaffAccountPage__Output
        >;
        StaffAction: MessageTypeDefinition<_kindred_user_v1_StaffAction, _kindred_user_v1_StaffAction__Output>;
        StaffActionPage: MessageTypeDefinition<
          _kindred_user_v1_StaffActionPage,
          _kindred_user_v1_StaffActionPage__Output
        >;
        StaffIdRequest: MessageTypeDefinition<_kindred_user_v1_StaffIdRequest, _kindred_user_v1_StaffIdRequest__Output>;
        StaffPageRequest: MessageTypeDefinition<
          _kindred_user_v1_StaffPageRequest,
          _kindred_user_v1_StaffPageRequest__Output
        >;
        StaffProfile: MessageTypeDefinition<_kindred_user_v1_StaffProfile, _kindred_user_v1_StaffProfile__Output>;
        StaffSummary: MessageTypeDefinition<_kindred_user_v1_StaffSummary, _kindred_user_v1_StaffSummary__Output>;
        StartVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_StartVerificationRequest,
          _kindred_user_v1_StartVerificationRequest__Output
        >;
        SubmitVerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_SubmitVerificationRequest,
          _kindred_user_v1_SubmitVerificationRequest__Output
        >;
        SuggestMembersRequest: MessageTypeDefinition<
          _kindred_user_v1_SuggestMembersRequest,
          _kindred_user_v1_SuggestMembersRequest__Output
        >;
        TierAuthorities: MessageTypeDefinition<
          _kindred_user_v1_TierAuthorities,
          _kindred_user_v1_TierAuthorities__Output
        >;
        TotpCodeRequest: MessageTypeDefinition<
          _kindred_user_v1_TotpCodeRequest,
          _kindred_user_v1_TotpCodeRequest__Output
        >;
        TotpEnrolment: MessageTypeDefinition<_kindred_user_v1_TotpEnrolment, _kindred_user_v1_TotpEnrolment__Output>;
        UpdateProfileRequest: MessageTypeDefinition<
          _kindred_user_v1_UpdateProfileRequest,
          _kindred_user_v1_UpdateProfileRequest__Output
        >;
        /**
         * Accounts, credentials, sessions, profiles, memberships, notices and member lists.
         */
        UserService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_UserServiceClient> & {
          service: _kindred_user_v1_UserServiceDefinition;
        };
        /**
         * What the staff console needs of the user service (docs/staff-api.md): staff profile and
         * two-factor, registration review, member lookup and status, tier authorities, the audit log.
         */
        UserStaffService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_UserStaffServiceClient> & {
          service: _kindred_user_v1_UserStaffServiceDefinition;
        };
        VerificationPose: MessageTypeDefinition<
          _kindred_user_v1_VerificationPose,
          _kindred_user_v1_VerificationPose__Output
        >;
        VerificationRequest: MessageTypeDefinition<
          _kindred_user_v1_VerificationRequest,
          _kindred_user_v1_VerificationRequest__Output
        >;
        VerificationRequestPage: MessageTypeDefinition<
          _kindred_user_v1_VerificationRequestPage,
          _kindred_user_v1_VerificationRequestPage__Output
        >;
        /**
         * Verified profiles (docs/safety.md, "Verified profiles"): a member with an approved avatar asks, the
         * app shows a pose chosen at random, the member sends a selfie in that pose (media keeps it as a
         * private object, never served under /media), staff compare it with the member's photos and approve
         * or refuse. The selfie leaves the object store once decided; an approval makes the member verified.
         */
        VerificationService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_VerificationServiceClient> & {
          service: _kindred_user_v1_VerificationServiceDefinition;
        };
        VerificationState: MessageTypeDefinition<
          _kindred_user_v1_VerificationState,
          _kindred_user_v1_VerificationState__Output
        >;
      };
    };
  };
}
