// Original file: proto/kindred/media/v1/member_exports.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  DecideMemberExportRequest as _kindred_media_v1_DecideMemberExportRequest,
  DecideMemberExportRequest__Output as _kindred_media_v1_DecideMemberExportRequest__Output,
} from '../../../kindred/media/v1/DecideMemberExportRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  ExportChunk as _kindred_media_v1_ExportChunk,
  ExportChunk__Output as _kindred_media_v1_ExportChunk__Output,
} from '../../../kindred/media/v1/ExportChunk';
import type {
  ListMemberExportsRequest as _kindred_media_v1_ListMemberExportsRequest,
  ListMemberExportsRequest__Output as _kindred_media_v1_ListMemberExportsRequest__Output,
} from '../../../kindred/media/v1/ListMemberExportsRequest';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from '../../../kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from '../../../kindred/common/v1/MemberDataRequest';
import type {
  MemberExport as _kindred_media_v1_MemberExport,
  MemberExport__Output as _kindred_media_v1_MemberExport__Output,
} from '../../../kindred/media/v1/MemberExport';
import type {
  MemberExportList as _kindred_media_v1_MemberExportList,
  MemberExportList__Output as _kindred_media_v1_MemberExportList__Output,
} from '../../../kindred/media/v1/MemberExportList';
import type {
  OpenMemberExportRequest as _kindred_media_v1_OpenMemberExportRequest,
  OpenMemberExportRequest__Output as _kindred_media_v1_OpenMemberExportRequest__Output,
} from '../../../kindred/media/v1/OpenMemberExportRequest';
import type {
  RequestMemberExportRequest as _kindred_media_v1_RequestMemberExportRequest,
  RequestMemberExportRequest__Output as _kindred_media_v1_RequestMemberExportRequest__Output,
} from '../../../kindred/media/v1/RequestMemberExportRequest';
import type {
  SweepMemberExportsResponse as _kindred_media_v1_SweepMemberExportsResponse,
  SweepMemberExportsResponse__Output as _kindred_media_v1_SweepMemberExportsResponse__Output,
} from '../../../kindred/media/v1/SweepMemberExportsResponse';

/**
 * "Download my data": a job gathers every service's part of a member's data and the member's
 * original pictures into a zip in the object store (docs/privacy.md). A staff-requested export is a
 * data-access request: it waits for a second staff member's approval before it is built.
 */
export interface MemberExportServiceClient extends grpc.Client {
  /**
   * A second staff member approves (the export is queued) or declines a data-access request. The
   * requester may decline but never approve their own (own_request); not awaiting: not_awaiting_approval.
   */
  DecideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  DecideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  DecideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  DecideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A second staff member approves (the export is queued) or declines a data-access request. The
   * requester may decline but never approve their own (own_request); not awaiting: not_awaiting_approval.
   */
  decideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  decideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  decideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  decideMemberExport(
    argument: _kindred_media_v1_DecideMemberExportRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
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

  /**
   * A member's exports (user_id set) or every export awaiting approval, not yet built or still
   * downloadable (user_id 0, staff console).
   */
  ListMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  ListMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * A member's exports (user_id set) or every export awaiting approval, not yet built or still
   * downloadable (user_id 0, staff console).
   */
  listMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;
  listMemberExports(
    argument: _kindred_media_v1_ListMemberExportsRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExportList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Streams a ready export to its member: the single-use token of the mailed link and the member's
   * own id (from their session). The first chunk carries content_type and size. A used token:
   * export_used; anything else wrong: export_not_found.
   */
  OpenMemberExport(
    argument: _kindred_media_v1_OpenMemberExportRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ExportChunk__Output>;
  OpenMemberExport(
    argument: _kindred_media_v1_OpenMemberExportRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ExportChunk__Output>;
  /**
   * Streams a ready export to its member: the single-use token of the mailed link and the member's
   * own id (from their session). The first chunk carries content_type and size. A used token:
   * export_used; anything else wrong: export_not_found.
   */
  openMemberExport(
    argument: _kindred_media_v1_OpenMemberExportRequest,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ExportChunk__Output>;
  openMemberExport(
    argument: _kindred_media_v1_OpenMemberExportRequest,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<_kindred_media_v1_ExportChunk__Output>;

  /**
   * Queues an export (one a day per member: export_once_a_day). With staff_id set it is a data-access
   * request (reason required) that waits in state "awaiting" for DecideMemberExport.
   */
  RequestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  RequestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  RequestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  RequestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Queues an export (one a day per member: export_once_a_day). With staff_id set it is a data-access
   * request (reason required) that waits in state "awaiting" for DecideMemberExport.
   */
  requestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  requestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  requestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;
  requestMemberExport(
    argument: _kindred_media_v1_RequestMemberExportRequest,
    callback: grpc.requestCallback<_kindred_media_v1_MemberExport__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * Removes the objects of failed, expired, declined and downloaded exports and objects under
   * exports/ that no export row names (the job runs it too).
   */
  SweepMemberExports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  SweepMemberExports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  SweepMemberExports(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  SweepMemberExports(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * Removes the objects of failed, expired, declined and downloaded exports and objects under
   * exports/ that no export row names (the job runs it too).
   */
  sweepMemberExports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  sweepMemberExports(
    argument: _kindred_common_v1_Empty,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  sweepMemberExports(
    argument: _kindred_common_v1_Empty,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
  sweepMemberExports(
    argument: _kindred_common_v1_Empty,
    callback: grpc.requestCallback<_kindred_media_v1_SweepMemberExportsResponse__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * "Download my data": a job gathers every service's part of a member's data and the member's
 * original pictures into a zip in the object store (docs/privacy.md). A staff-requested export is a
 * data-access request: it waits for a second staff member's approval before it is built.
 */
export interface MemberExportServiceHandlers extends grpc.UntypedServiceImplementation {
  /**
   * A second staff member approves (the export is queued) or declines a data-access request. The
   * requester may decline but never approve their own (own_request); not awaiting: not_awaiting_approval.
   */
  DecideMemberExport: grpc.handleUnaryCall<
    _kindred_media_v1_DecideMemberExportRequest__Output,
    _kindred_media_v1_MemberExport
  >;

  ExportMemberData: grpc.handleUnaryCall<
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas
  >;

  /**
   * A member's exports (user_id set) or every export awaiting approval, not yet built or still
   * downloadable (user_id 0, staff console).
   */
  ListMemberExports: grpc.handleUnaryCall<
    _kindred_media_v1_ListMemberExportsRequest__Output,
    _kindred_media_v1_MemberExportList
  >;

  /**
   * Streams a ready export to its member: the single-use token of the mailed link and the member's
   * own id (from their session). The first chunk carries content_type and size. A used token:
   * export_used; anything else wrong: export_not_found.
   */
  OpenMemberExport: grpc.handleServerStreamingCall<
    _kindred_media_v1_OpenMemberExportRequest__Output,
    _kindred_media_v1_ExportChunk
  >;

  /**
   * Queues an export (one a day per member: export_once_a_day). With staff_id set it is a data-access
   * request (reason required) that waits in state "awaiting" for DecideMemberExport.
   */
  RequestMemberExport: grpc.handleUnaryCall<
    _kindred_media_v1_RequestMemberExportRequest__Output,
    _kindred_media_v1_MemberExport
  >;

  /**
   * Removes the objects of failed, expired, declined and downloaded exports and objects under
   * exports/ that no export row names (the job runs it too).
   */
  SweepMemberExports: grpc.handleUnaryCall<
    _kindred_common_v1_Empty__Output,
    _kindred_media_v1_SweepMemberExportsResponse
  >;
}

export interface MemberExportServiceDefinition extends grpc.ServiceDefinition {
  DecideMemberExport: MethodDefinition<
    _kindred_media_v1_DecideMemberExportRequest,
    _kindred_media_v1_MemberExport,
    _kindred_media_v1_DecideMemberExportRequest__Output,
    _kindred_media_v1_MemberExport__Output
  >;
  ExportMemberData: MethodDefinition<
    _kindred_common_v1_MemberDataRequest,
    _kindred_common_v1_MemberDataAreas,
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas__Output
  >;
  ListMemberExports: MethodDefinition<
    _kindred_media_v1_ListMemberExportsRequest,
    _kindred_media_v1_MemberExportList,
    _kindred_media_v1_ListMemberExportsRequest__Output,
    _kindred_media_v1_MemberExportList__Output
  >;
  OpenMemberExport: MethodDefinition<
    _kindred_media_v1_OpenMemberExportRequest,
    _kindred_media_v1_ExportChunk,
    _kindred_media_v1_OpenMemberExportRequest__Output,
    _kindred_media_v1_ExportChunk__Output
  >;
  RequestMemberExport: MethodDefinition<
    _kindred_media_v1_RequestMemberExportRequest,
    _kindred_media_v1_MemberExport,
    _kindred_media_v1_RequestMemberExportRequest__Output,
    _kindred_media_v1_MemberExport__Output
  >;
  SweepMemberExports: MethodDefinition<
    _kindred_common_v1_Empty,
    _kindred_media_v1_SweepMemberExportsResponse,
    _kindred_common_v1_Empty__Output,
    _kindred_media_v1_SweepMemberExportsResponse__Output
  >;
}
