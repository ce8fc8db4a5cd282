// Original file: proto/kindred/user/v1/member_data.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AccountDeletion as _kindred_user_v1_AccountDeletion,
  AccountDeletion__Output as _kindred_user_v1_AccountDeletion__Output,
} from '../../../kindred/user/v1/AccountDeletion';
import type {
  AccountDeletionList as _kindred_user_v1_AccountDeletionList,
  AccountDeletionList__Output as _kindred_user_v1_AccountDeletionList__Output,
} from '../../../kindred/user/v1/AccountDeletionList';
import type {
  AnnounceMemberExportRequest as _kindred_user_v1_AnnounceMemberExportRequest,
  AnnounceMemberExportRequest__Output as _kindred_user_v1_AnnounceMemberExportRequest__Output,
} from '../../../kindred/user/v1/AnnounceMemberExportRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetAccountDeletionRequest as _kindred_user_v1_GetAccountDeletionRequest,
  GetAccountDeletionRequest__Output as _kindred_user_v1_GetAccountDeletionRequest__Output,
} from '../../../kindred/user/v1/GetAccountDeletionRequest';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from '../../../kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from '../../../kindred/common/v1/MemberDataRequest';
import type {
  RequestAccountDeletionRequest as _kindred_user_v1_RequestAccountDeletionRequest,
  RequestAccountDeletionRequest__Output as _kindred_user_v1_RequestAccountDeletionRequest__Output,
} from '../../../kindred/user/v1/RequestAccountDeletionRequest';

/**
 * A member's data rights on the user service's side (docs/privacy.md): the account deletion with its
 * grace period, the export's notice and mail, and the user service's part of the export.
 */
export interface MemberDataServiceClient extends grpc.Client {
  /**
   * Tells the member their export is ready: a notice and a mail with the link.
   */
  AnnounceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  AnnounceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  AnnounceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  AnnounceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Tells the member their export is ready: a notice and a mail with the link.
   */
  announceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  announceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  announceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  announceMemberExport(
    argument: _kindred_user_v1_AnnounceMemberExportRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

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

  GetAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  GetAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  GetAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  GetAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  getAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  getAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  getAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  getAccountDeletion(
    argument: _kindred_user_v1_GetAccountDeletionRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Deletions waiting for their grace period to end (staff console).
   */
  ListPendingDeletions(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingDeletions(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingDeletions(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  ListPendingDeletions(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Deletions waiting for their grace period to end (staff console).
   */
  listPendingDeletions(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  listPendingDeletions(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  listPendingDeletions(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;
  listPendingDeletions(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletionList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Checks the password again and starts the grace period; every session of the member ends.
   */
  RequestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  RequestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  RequestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  RequestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Checks the password again and starts the grace period; every session of the member ends.
   */
  requestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  requestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  requestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
  requestAccountDeletion(
    argument: _kindred_user_v1_RequestAccountDeletionRequest,
    callback: grpc.requestCallback<_kindred_user_v1_AccountDeletion__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * A member's data rights on the user service's side (docs/privacy.md): the account deletion with its
 * grace period, the export's notice and mail, and the user service's part of the export.
 */
export interface MemberDataServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Tells the member their export is ready: a notice and a mail with the link.
   */
  AnnounceMemberExport: grpc.handleUnaryCall<
    _kindred_user_v1_AnnounceMemberExportRequest__Output,
    _kindred_common_v1_Empty
  >;

  ExportMemberData: grpc.handleUnaryCall<
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas
  >;

  GetAccountDeletion: grpc.handleUnaryCall<
    _kindred_user_v1_GetAccountDeletionRequest__Output,
    _kindred_user_v1_AccountDeletion
  >;

  /**
   * Deletions waiting for their grace period to end (staff console).
   */
  ListPendingDeletions: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_user_v1_AccountDeletionList>;

  /**
   * Checks the password again and starts the grace period; every session of the member ends.
   */
  RequestAccountDeletion: grpc.handleUnaryCall<
    _kindred_user_v1_RequestAccountDeletionRequest__Output,
    _kindred_user_v1_AccountDeletion
  >;
}

export interface MemberDataServiceDefinition extends grpc.ServiceDefinition {
  AnnounceMemberExport: MethodDefinition<
    _kindred_user_v1_AnnounceMemberExportRequest,
    _kindred_common_v1_Empty,
    _kindred_user_v1_AnnounceMemberExportRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ExportMemberData: MethodDefinition<
    _kindred_common_v1_MemberDataRequest,
    _kindred_common_v1_MemberDataAreas,
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas__Output
  >;
  GetAccountDeletion: MethodDefinition<
    _kindred_user_v1_GetAccountDeletionRequest,
    _kindred_user_v1_AccountDeletion,
    _kindred_user_v1_GetAccountDeletionRequest__Output,
    _kindred_user_v1_AccountDeletion__Output
  >;
  ListPendingDeletions: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_user_v1_AccountDeletionList,
    _kindred_common_v1_Empty__Output,
    _kindred_user_v1_AccountDeletionList__Output
  >;
  RequestAccountDeletion: MethodDefinition<
    _kindred_user_v1_RequestAccountDeletionRequest,
    _kindred_user_v1_AccountDeletion,
    _kindred_user_v1_RequestAccountDeletionRequest__Output,
    _kindred_user_v1_AccountDeletion__Output
  >;
}
