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
  AccountIdRequest as _kindred_user_v1_AccountIdRequest,
  AccountIdRequest__Output as _kindred_user_v1_AccountIdRequest__Output,
} from './kindred/user/v1/AccountIdRequest';
import type {
  AccountIdsRequest as _kindred_user_v1_AccountIdsRequest,
  AccountIdsRequest__Output as _kindred_user_v1_AccountIdsRequest__Output,
} from './kindred/user/v1/AccountIdsRequest';
import type {
  CreateStaffAccountRequest as _kindred_user_v1_CreateStaffAccountRequest,
  CreateStaffAccountRequest__Output as _kindred_user_v1_CreateStaffAccountRequest__Output,
} from './kindred/user/v1/CreateStaffAccountRequest';
import type {
  DayCount as _kindred_user_v1_DayCount,
  DayCount__Output as _kindred_user_v1_DayCount__Output,
} from './kindred/user/v1/DayCount';
import type {
  ListStaffActionsRequest as _kindred_user_v1_ListStaffActionsRequest,
  ListStaffActionsRequest__Output as _kindred_user_v1_ListStaffActionsRequest__Output,
} from './kindred/user/v1/ListStaffActionsRequest';
import type {
  ReviewRegistrationsRequest as _kindred_user_v1_ReviewRegistrationsRequest,
  ReviewRegistrationsRequest__Output as _kindred_user_v1_ReviewRegistrationsRequest__Output,
} from './kindred/user/v1/ReviewRegistrationsRequest';
import type {
  ReviewRegistrationsResponse as _kindred_user_v1_ReviewRegistrationsResponse,
  ReviewRegistrationsResponse__Output as _kindred_user_v1_ReviewRegistrationsResponse__Output,
} from './kindred/user/v1/ReviewRegistrationsResponse';
import type {
  SearchAccountsRequest as _kindred_user_v1_SearchAccountsRequest,
  SearchAccountsRequest__Output as _kindred_user_v1_SearchAccountsRequest__Output,
} from './kindred/user/v1/SearchAccountsRequest';
import type {
  SetAccountStatusRequest as _kindred_user_v1_SetAccountStatusRequest,
  SetAccountStatusRequest__Output as _kindred_user_v1_SetAccountStatusRequest__Output,
} from './kindred/user/v1/SetAccountStatusRequest';
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
  UserStaffServiceClient as _kindred_user_v1_UserStaffServiceClient,
  UserStaffServiceDefinition as _kindred_user_v1_UserStaffServiceDefinition,
} from './kindred/user/v1/UserStaffService';

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
    user: {
      v1: {
        AccountIdRequest: MessageTypeDefinition<
          _kindred_user_v1_AccountIdRequest,
          _kindred_user_v1_AccountIdRequest__Output
        >;
        AccountIdsRequest: MessageTypeDefinition<
          _kindred_user_v1_AccountIdsRequest,
          _kindred_user_v1_AccountIdsRequest__Output
        >;
        CreateStaffAccountRequest: MessageTypeDefinition<
          _kindred_user_v1_CreateStaffAccountRequest,
          _kindred_user_v1_CreateStaffAccountRequest__Output
        >;
        DayCount: MessageTypeDefinition<_kindred_user_v1_DayCount, _kindred_user_v1_DayCount__Output>;
        ListStaffActionsRequest: MessageTypeDefinition<
          _kindred_user_v1_ListStaffActionsRequest,
          _kindred_user_v1_ListStaffActionsRequest__Output
        >;
        ReviewRegistrationsRequest: MessageTypeDefinition<
          _kindred_user_v1_ReviewRegistrationsRequest,
          _kindred_user_v1_ReviewRegistrationsRequest__Output
        >;
        ReviewRegistrationsResponse: MessageTypeDefinition<
          _kindred_user_v1_ReviewRegistrationsResponse,
          _kindred_user_v1_ReviewRegistrationsResponse__Output
        >;
        SearchAccountsRequest: MessageTypeDefinition<
          _kindred_user_v1_SearchAccountsRequest,
          _kindred_user_v1_SearchAccountsRequest__Output
        >;
        SetAccountStatusRequest: MessageTypeDefinition<
          _kindred_user_v1_SetAccountStatusRequest,
          _kindred_user_v1_SetAccountStatusRequest__Output
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
        TierAuthorities: MessageTypeDefinition<
          _kindred_user_v1_TierAuthorities,
          _kindred_user_v1_TierAuthorities__Output
        >;
        TotpCodeRequest: MessageTypeDefinition<
          _kindred_user_v1_TotpCodeRequest,
          _kindred_user_v1_TotpCodeRequest__Output
        >;
        TotpEnrolment: MessageTypeDefinition<_kindred_user_v1_TotpEnrolment, _kindred_user_v1_TotpEnrolment__Output>;
        /**
         * What the staff console needs of the user service (docs/staff-api.md): staff profile and
         * two-factor, registration review, member lookup and status, tier authorities, the audit log.
         */
        UserStaffService: SubtypeConstructor<typeof grpc.Client, _kindred_user_v1_UserStaffServiceClient> & {
          service: _kindred_user_v1_UserStaffServiceDefinition;
        };
      };
    };
  };
}
