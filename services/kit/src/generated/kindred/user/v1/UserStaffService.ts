// Original file: proto/kindred/user/v1/user_staff.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AccountIdRequest as _kindred_user_v1_AccountIdRequest,
  AccountIdRequest__Output as _kindred_user_v1_AccountIdRequest__Output,
} from '../../../kindred/user/v1/AccountIdRequest';
import type {
  AccountIdsRequest as _kindred_user_v1_AccountIdsRequest,
  AccountIdsRequest__Output as _kindred_user_v1_AccountIdsRequest__Output,
} from '../../../kindred/user/v1/AccountIdsRequest';
import type {
  CreateStaffAccountRequest as _kindred_user_v1_CreateStaffAccountRequest,
  CreateStaffAccountRequest__Output as _kindred_user_v1_CreateStaffAccountRequest__Output,
} from '../../../kindred/user/v1/CreateStaffAccountRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  ListStaffActionsRequest as _kindred_user_v1_ListStaffActionsRequest,
  ListStaffActionsRequest__Output as _kindred_user_v1_ListStaffActionsRequest__Output,
} from '../../../kindred/user/v1/ListStaffActionsRequest';
import type {
  ReviewRegistrationsRequest as _kindred_user_v1_ReviewRegistrationsRequest,
  ReviewRegistrationsRequest__Output as _kindred_user_v1_ReviewRegistrationsRequest__Output,
} from '../../../kindred/user/v1/ReviewRegistrationsRequest';
import type {
  ReviewRegistrationsResponse as _kindred_user_v1_ReviewRegistrationsResponse,
  ReviewRegistrationsResponse__Output as _kindred_user_v1_ReviewRegistrationsResponse__Output,
} from '../../../kindred/user/v1/ReviewRegistrationsResponse';
import type {
  SearchAccountsRequest as _kindred_user_v1_SearchAccountsRequest,
  SearchAccountsRequest__Output as _kindred_user_v1_SearchAccountsRequest__Output,
} from '../../../kindred/user/v1/SearchAccountsRequest';
import type {
  SetAccountStatusRequest as _kindred_user_v1_SetAccountStatusRequest,
  SetAccountStatusRequest__Output as _kindred_user_v1_SetAccountStatusRequest__Output,
} from '../../../kindred/user/v1/SetAccountStatusRequest';
import type {
  SetRoleRequest as _kindred_user_v1_SetRoleRequest,
  SetRoleRequest__Output as _kindred_user_v1_SetRoleRequest__Output,
} from '../../../kindred/user/v1/SetRoleRequest';
import type {
  SetTierAuthoritiesRequest as _kindred_user_v1_SetTierAuthoritiesRequest,
  SetTierAuthoritiesRequest__Output as _kindred_user_v1_SetTierAuthoritiesRequest__Output,
} from '../../../kindred/user/v1/SetTierAuthoritiesRequest';
import type {
  StaffAccount as _kindred_user_v1_StaffAccount,
  StaffAccount__Output as _kindred_user_v1_StaffAccount__Output,
} from '../../../kindred/user/v1/StaffAccount';
import type {
  StaffAccountPage as _kindred_user_v1_StaffAccountPage,
  StaffAccountPage__Output as _kindred_user_v1_StaffAccountPage__Output,
} from '../../../kindred/user/v1/StaffAccountPage';
import type {
  StaffAction as _kindred_user_v1_StaffAction,
  StaffAction__Output as _kindred_user_v1_StaffAction__Output,
} from '../../../kindred/user/v1/StaffAction';
import type {
  StaffActionPage as _kindred_user_v1_StaffActionPage,
  StaffActionPage__Output as _kindred_user_v1_StaffActionPage__Output,
} from '../../../kindred/user/v1/StaffActionPage';
import type {
  StaffIdRequest as _kindred_user_v1_StaffIdRequest,
  StaffIdRequest__Output as _kindred_user_v1_StaffIdRequest__Output,
} from '../../../kindred/user/v1/StaffIdRequest';
import type {
  StaffPageRequest as _kindred_user_v1_StaffPageRequest,
  StaffPageRequest__Output as _kindred_user_v1_StaffPageRequest__Output,
} from '../../../kindred/user/v1/StaffPageRequest';
import type {
  StaffProfile as _kindred_user_v1_StaffProfile,
  StaffProfile__Output as _kindred_user_v1_StaffProfile__Output,
} from '../../../kindred/user/v1/StaffProfile';
import type {
  StaffSummary as _kindred_user_v1_StaffSummary,
  StaffSummary__Output as _kindred_user_v1_StaffSummary__Output,
} from '../../../kindred/user/v1/StaffSummary';
import type {
  TierAuthorities as _kindred_user_v1_TierAuthorities,
  TierAuthorities__Output as _kindred_user_v1_TierAuthorities__Output,
} from '../../../kindred/user/v1/TierAuthorities';
import type {
  TotpCodeRequest as _kindred_user_v1_TotpCodeRequest,
  TotpCodeRequest__Output as _kindred_user_v1_TotpCodeRequest__Output,
} from '../../../kindred/user/v1/TotpCodeRequest';
import type {
  TotpEnrolment as _kindred_user_v1_TotpEnrolment,
  TotpEnrolment__Output as _kindred_user_v1_TotpEnrolment__Output,
} from '../../../kindred/user/v1/TotpEnrolment';

/**
 * What the staff console needs of the user service (docs/staff-api.md): staff profile and
 * two-factor, registration review, member lookup and status, tier authorities, the audit log.
 */
export interface UserStaffServiceClient extends grpc.Client {
  ConfirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  ConfirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  confirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  confirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  confirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  confirmTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;

  CreateStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  CreateStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  CreateStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  CreateStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  createStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  createStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  createStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  createStaffAccount(
    argument: _kindred_user_v1_CreateStaffAccountRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;

  DisableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  DisableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  DisableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  DisableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  disableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  disableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  disableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  disableTotp(
    argument: _kindred_user_v1_TotpCodeRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;

  EnrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  EnrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;
  enrolTotp(
    argument: _kindred_user_v1_StaffIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_TotpEnrolment__Output>,
  ): grpc.ClientUnaryCall;

  GetAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  GetAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  GetAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  GetAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  getAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  getAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  getAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  getAccount(
    argument: _kindred_user_v1_AccountIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;

  GetAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  GetAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  GetAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  GetAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  getAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  getAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  getAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  getAccounts(
    argument: _kindred_user_v1_AccountIdsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;

  GetStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  getStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  getStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  getStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;
  getStaffProfile(
    argument: _kindred_user_v1_StaffIdRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffProfile__Output>,
  ): grpc.ClientUnaryCall;

  GetStaffSummary(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffSummary(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffSummary(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  GetStaffSummary(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  getStaffSummary(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  getStaffSummary(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  getStaffSummary(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;
  getStaffSummary(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_StaffSummary__Output>,
  ): grpc.ClientUnaryCall;

  GetTierAuthorities(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  GetTierAuthorities(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  GetTierAuthorities(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  GetTierAuthorities(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  getTierAuthorities(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  getTierAuthorities(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  getTierAuthorities(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  getTierAuthorities(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;

  ListPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listPendingRegistrations(
    argument: _kindred_user_v1_StaffPageRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;

  ListStaffAccounts(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffAccounts(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffAccounts(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffAccounts(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffAccounts(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffAccounts(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffAccounts(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffAccounts(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;

  ListStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  ListStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;
  listStaffActions(
    argument: _kindred_user_v1_ListStaffActionsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffActionPage__Output>,
  ): grpc.ClientUnaryCall;

  RecordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RecordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RecordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  RecordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  recordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  recordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  recordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  recordStaffAction(
    argument: _kindred_user_v1_StaffAction,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  ReviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ReviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;
  reviewRegistrations(
    argument: _kindred_user_v1_ReviewRegistrationsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_ReviewRegistrationsResponse__Output>,
  ): grpc.ClientUnaryCall;

  SearchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  SearchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  searchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  searchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  searchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;
  searchAccounts(
    argument: _kindred_user_v1_SearchAccountsRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccountPage__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Suspends (3) or lifts (1); a suspension revokes every session and closes every socket at once.
   */
  SetAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Suspends (3) or lifts (1); a suspension revokes every session and closes every socket at once.
   */
  setAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setAccountStatus(
    argument: _kindred_user_v1_SetAccountStatusRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Changes a role (member, staff, admin); every session of the account ends.
   */
  SetRole(
    argument: _kindred_user_v1_SetRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetRole(
    argument: _kindred_user_v1_SetRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetRole(
    argument: _kindred_user_v1_SetRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  SetRole(
    argument: _kindred_user_v1_SetRoleRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Changes a role (member, staff, admin); every session of the account ends.
   */
  setRole(
    argument: _kindred_user_v1_SetRoleRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setRole(
    argument: _kindred_user_v1_SetRoleRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setRole(
    argument: _kindred_user_v1_SetRoleRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;
  setRole(
    argument: _kindred_user_v1_SetRoleRequest,
    callback: grpc.requestCallback<_kindred_user_v1_StaffAccount__Output>,
  ): grpc.ClientUnaryCall;

  SetTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  SetTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  SetTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  SetTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  setTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  setTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  setTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
  setTierAuthorities(
    argument: _kindred_user_v1_SetTierAuthoritiesRequest,
    callback: grpc.requestCallback<_kindred_user_v1_TierAuthorities__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What the staff console needs of the user service (docs/staff-api.md): staff profile and
 * two-factor, registration review, member lookup and status, tier authorities, the audit log.
 */
export interface UserStaffServiceHandlers extends grpc.UntypedServiceImplementation {
  ConfirmTotp: grpc.handleUnaryCall<_kindred_user_v1_TotpCodeRequest__Output, _kindred_user_v1_StaffProfile>;

  CreateStaffAccount: grpc.handleUnaryCall<
    _kindred_user_v1_CreateStaffAccountRequest__Output,
    _kindred_user_v1_StaffAccount
  >;

  DisableTotp: grpc.handleUnaryCall<_kindred_user_v1_TotpCodeRequest__Output, _kindred_user_v1_StaffProfile>;

  EnrolTotp: grpc.handleUnaryCall<_kindred_user_v1_StaffIdRequest__Output, _kindred_user_v1_TotpEnrolment>;

  GetAccount: grpc.handleUnaryCall<_kindred_user_v1_AccountIdRequest__Output, _kindred_user_v1_StaffAccount>;

  GetAccounts: grpc.handleUnaryCall<_kindred_user_v1_AccountIdsRequest__Output, _kindred_user_v1_StaffAccountPage>;

  GetStaffProfile: grpc.handleUnaryCall<_kindred_user_v1_StaffIdRequest__Output, _kindred_user_v1_StaffProfile>;

  GetStaffSummary: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_user_v1_StaffSummary>;

  GetTierAuthorities: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_user_v1_TierAuthorities>;

  ListPendingRegistrations: grpc.handleUnaryCall<
    _kindred_user_v1_StaffPageRequest__Output,
    _kindred_user_v1_StaffAccountPage
  >;

  ListStaffAccounts: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_user_v1_StaffAccountPage>;

  ListStaffActions: grpc.handleUnaryCall<
    _kindred_user_v1_ListStaffActionsRequest__Output,
    _kindred_user_v1_StaffActionPage
  >;

  RecordStaffAction: grpc.handleUnaryCall<_kindred_user_v1_StaffAction__Output, _kindred_common_v1_Empty>;

  ReviewRegistrations: grpc.handleUnaryCall<
    _kindred_user_v1_ReviewRegistrationsRequest__Output,
    _kindred_user_v1_ReviewRegistrationsResponse
  >;

  SearchAccounts: grpc.handleUnaryCall<
    _kindred_user_v1_SearchAccountsRequest__Output,
    _kindred_user_v1_StaffAccountPage
  >;

  /**
   * Suspends (3) or lifts (1); a suspension revokes every session and closes every socket at once.
   */
  SetAccountStatus: grpc.handleUnaryCall<
    _kindred_user_v1_SetAccountStatusRequest__Output,
    _kindred_user_v1_StaffAccount
  >;

  /**
   * Changes a role (member, staff, admin); every session of the account ends.
   */
  SetRole: grpc.handleUnaryCall<_kindred_user_v1_SetRoleRequest__Output, _kindred_user_v1_StaffAccount>;

  SetTierAuthorities: grpc.handleUnaryCall<
    _kindred_user_v1_SetTierAuthoritiesRequest__Output,
    _kindred_user_v1_TierAuthorities
  >;
}

export interface UserStaffServiceDefinition extends grpc.ServiceDefinition {
  ConfirmTotp: MethodDefinition<
    _kindred_user_v1_TotpCodeRequest,
    _kindred_user_v1_StaffProfile,
    _kindred_user_v1_TotpCodeRequest__Output,
    _kindred_user_v1_StaffProfile__Output
  >;
  CreateStaffAccount: MethodDefinition<
    _kindred_user_v1_CreateStaffAccountRequest,
    _kindred_user_v1_StaffAccount,
    _kindred_user_v1_CreateStaffAccountRequest__Output,
    _kindred_user_v1_StaffAccount__Output
  >;
  DisableTotp: MethodDefinition<
    _kindred_user_v1_TotpCodeRequest,
    _kindred_user_v1_StaffProfile,
    _kindred_user_v1_TotpCodeRequest__Output,
    _kindred_user_v1_StaffProfile__Output
  >;
  EnrolTotp: MethodDefinition<
    _kindred_user_v1_StaffIdRequest,
    _kindred_user_v1_TotpEnrolment,
    _kindred_user_v1_StaffIdRequest__Output,
    _kindred_user_v1_TotpEnrolment__Output
  >;
  GetAccount: MethodDefinition<
    _kindred_user_v1_AccountIdRequest,
    _kindred_user_v1_StaffAccount,
    _kindred_user_v1_AccountIdRequest__Output,
    _kindred_user_v1_StaffAccount__Output
  >;
  GetAccounts: MethodDefinition<
    _kindred_user_v1_AccountIdsRequest,
    _kindred_user_v1_StaffAccountPage,
    _kindred_user_v1_AccountIdsRequest__Output,
    _kindred_user_v1_StaffAccountPage__Output
  >;
  GetStaffProfile: MethodDefinition<
    _kindred_user_v1_StaffIdRequest,
    _kindred_user_v1_StaffProfile,
    _kindred_user_v1_StaffIdRequest__Output,
    _kindred_user_v1_StaffProfile__Output
  >;
  GetStaffSummary: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_user_v1_StaffSummary,
    _kindred_common_v1_Empty__Output,
    _kindred_user_v1_StaffSummary__Output
  >;
  GetTierAuthorities: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_user_v1_TierAuthorities,
    _kindred_common_v1_Empty__Output,
    _kindred_user_v1_TierAuthorities__Output
  >;
  ListPendingRegistrations: MethodDefinition<
    _kindred_user_v1_StaffPageRequest,
    _kindred_user_v1_StaffAccountPage,
    _kindred_user_v1_StaffPageRequest__Output,
    _kindred_user_v1_StaffAccountPage__Output
  >;
  ListStaffAccounts: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_user_v1_StaffAccountPage,
    _kindred_common_v1_Empty__Output,
    _kindred_user_v1_StaffAccountPage__Output
  >;
  ListStaffActions: MethodDefinition<
    _kindred_user_v1_ListStaffActionsRequest,
    _kindred_user_v1_StaffActionPage,
    _kindred_user_v1_ListStaffActionsRequest__Output,
    _kindred_user_v1_StaffActionPage__Output
  >;
  RecordStaffAction: MethodDefinition<
    _kindred_user_v1_StaffAction,
    _kindred_common_v1_Empty,
    _kindred_user_v1_StaffAction__Output,
    _kindred_common_v1_Empty__Output
  >;
  ReviewRegistrations: MethodDefinition<
    _kindred_user_v1_ReviewRegistrationsRequest,
    _kindred_user_v1_ReviewRegistrationsResponse,
    _kindred_user_v1_ReviewRegistrationsRequest__Output,
    _kindred_user_v1_ReviewRegistrationsResponse__Output
  >;
  SearchAccounts: MethodDefinition<
    _kindred_user_v1_SearchAccountsRequest,
    _kindred_user_v1_StaffAccountPage,
    _kindred_user_v1_SearchAccountsRequest__Output,
    _kindred_user_v1_StaffAccountPage__Output
  >;
  SetAccountStatus: MethodDefinition<
    _kindred_user_v1_SetAccountStatusRequest,
    _kindred_user_v1_StaffAccount,
    _kindred_user_v1_SetAccountStatusRequest__Output,
    _kindred_user_v1_StaffAccount__Output
  >;
  SetRole: MethodDefinition<
    _kindred_user_v1_SetRoleRequest,
    _kindred_user_v1_StaffAccount,
    _kindred_user_v1_SetRoleRequest__Output,
    _kindred_user_v1_StaffAccount__Output
  >;
  SetTierAuthorities: MethodDefinition<
    _kindred_user_v1_SetTierAuthoritiesRequest,
    _kindred_user_v1_TierAuthorities,
    _kindred_user_v1_SetTierAuthoritiesRequest__Output,
    _kindred_user_v1_TierAuthorities__Output
  >;
}
