// Original file: proto/kindred/social/v1/social_staff.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  GetReportEvidenceRequest as _kindred_social_v1_GetReportEvidenceRequest,
  GetReportEvidenceRequest__Output as _kindred_social_v1_GetReportEvidenceRequest__Output,
} from '../../../kindred/social/v1/GetReportEvidenceRequest';
import type {
  ListMemberReportsRequest as _kindred_social_v1_ListMemberReportsRequest,
  ListMemberReportsRequest__Output as _kindred_social_v1_ListMemberReportsRequest__Output,
} from '../../../kindred/social/v1/ListMemberReportsRequest';
import type {
  ListReportGroupsRequest as _kindred_social_v1_ListReportGroupsRequest,
  ListReportGroupsRequest__Output as _kindred_social_v1_ListReportGroupsRequest__Output,
} from '../../../kindred/social/v1/ListReportGroupsRequest';
import type {
  MemberReportList as _kindred_social_v1_MemberReportList,
  MemberReportList__Output as _kindred_social_v1_MemberReportList__Output,
} from '../../../kindred/social/v1/MemberReportList';
import type {
  OpenReportCount as _kindred_social_v1_OpenReportCount,
  OpenReportCount__Output as _kindred_social_v1_OpenReportCount__Output,
} from '../../../kindred/social/v1/OpenReportCount';
import type {
  ReportEvidenceList as _kindred_social_v1_ReportEvidenceList,
  ReportEvidenceList__Output as _kindred_social_v1_ReportEvidenceList__Output,
} from '../../../kindred/social/v1/ReportEvidenceList';
import type {
  ReportGroupPage as _kindred_social_v1_ReportGroupPage,
  ReportGroupPage__Output as _kindred_social_v1_ReportGroupPage__Output,
} from '../../../kindred/social/v1/ReportGroupPage';
import type {
  ResolveReportsRequest as _kindred_social_v1_ResolveReportsRequest,
  ResolveReportsRequest__Output as _kindred_social_v1_ResolveReportsRequest__Output,
} from '../../../kindred/social/v1/ResolveReportsRequest';
import type {
  ResolveReportsResponse as _kindred_social_v1_ResolveReportsResponse,
  ResolveReportsResponse__Output as _kindred_social_v1_ResolveReportsResponse__Output,
} from '../../../kindred/social/v1/ResolveReportsResponse';

/**
 * What the staff console needs of social (docs/staff-api.md): open reports grouped by reported
 * member, a member's reports, and closing them with an outcome.
 */
export interface SocialStaffServiceClient extends grpc.Client {
  CountOpenReports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  CountOpenReports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  CountOpenReports(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  CountOpenReports(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  countOpenReports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  countOpenReports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  countOpenReports(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;
  countOpenReports(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_social_v1_OpenReportCount__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The messages a reporter attached to a report: read only through the staff API's audited call.
   */
  GetReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  GetReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  GetReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  GetReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The messages a reporter attached to a report: read only through the staff API's audited call.
   */
  getReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  getReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  getReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;
  getReportEvidence(
    argument: _kindred_social_v1_GetReportEvidenceRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportEvidenceList__Output>,
  ): grpc.ClientUnaryCall;

  ListMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberReports(
    argument: _kindred_social_v1_ListMemberReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_MemberReportList__Output>,
  ): grpc.ClientUnaryCall;

  ListReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  ListReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  ListReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  ListReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  listReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  listReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  listReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;
  listReportGroups(
    argument: _kindred_social_v1_ListReportGroupsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportGroupPage__Output>,
  ): grpc.ClientUnaryCall;

  ResolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  ResolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  resolveReports(
    argument: _kindred_social_v1_ResolveReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ResolveReportsResponse__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * What the staff console needs of social (docs/staff-api.md): open reports grouped by reported
 * member, a member's reports, and closing them with an outcome.
 */
export interface SocialStaffServiceHandlers extends grpc.UntypedServiceImplementation {
  CountOpenReports: grpc.handleUnaryCall<_kindred_common_v1_Empty__Output, _kindred_social_v1_OpenReportCount>;

  /**
   * The messages a reporter attached to a report: read only through the staff API's audited call.
   */
  GetReportEvidence: grpc.handleUnaryCall<
    _kindred_social_v1_GetReportEvidenceRequest__Output,
    _kindred_social_v1_ReportEvidenceList
  >;

  ListMemberReports: grpc.handleUnaryCall<
    _kindred_social_v1_ListMemberReportsRequest__Output,
    _kindred_social_v1_MemberReportList
  >;

  ListReportGroups: grpc.handleUnaryCall<
    _kindred_social_v1_ListReportGroupsRequest__Output,
    _kindred_social_v1_ReportGroupPage
  >;

  ResolveReports: grpc.handleUnaryCall<
    _kindred_social_v1_ResolveReportsRequest__Output,
    _kindred_social_v1_ResolveReportsResponse
  >;
}

export interface SocialStaffServiceDefinition extends grpc.ServiceDefinition {
  CountOpenReports: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_social_v1_OpenReportCount,
    _kindred_common_v1_Empty__Output,
    _kindred_social_v1_OpenReportCount__Output
  >;
  GetReportEvidence: MethodDefinition<
    _kindred_social_v1_GetReportEvidenceRequest,
    _kindred_social_v1_ReportEvidenceList,
    _kindred_social_v1_GetReportEvidenceRequest__Output,
    _kindred_social_v1_ReportEvidenceList__Output
  >;
  ListMemberReports: MethodDefinition<
    _kindred_social_v1_ListMemberReportsRequest,
    _kindred_social_v1_MemberReportList,
    _kindred_social_v1_ListMemberReportsRequest__Output,
    _kindred_social_v1_MemberReportList__Output
  >;
  ListReportGroups: MethodDefinition<
    _kindred_social_v1_ListReportGroupsRequest,
    _kindred_social_v1_ReportGroupPage,
    _kindred_social_v1_ListReportGroupsRequest__Output,
    _kindred_social_v1_ReportGroupPage__Output
  >;
  ResolveReports: MethodDefinition<
    _kindred_social_v1_ResolveReportsRequest,
    _kindred_social_v1_ResolveReportsResponse,
    _kindred_social_v1_ResolveReportsRequest__Output,
    _kindred_social_v1_ResolveReportsResponse__Output
  >;
}
