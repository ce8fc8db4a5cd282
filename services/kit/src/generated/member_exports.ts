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
  DecideMemberExportRequest as _kindred_media_v1_DecideMemberExportRequest,
  DecideMemberExportRequest__Output as _kindred_media_v1_DecideMemberExportRequest__Output,
} from './kindred/media/v1/DecideMemberExportRequest';
import type {
  ExportChunk as _kindred_media_v1_ExportChunk,
  ExportChunk__Output as _kindred_media_v1_ExportChunk__Output,
} from './kindred/media/v1/ExportChunk';
import type {
  ListMemberExportsRequest as _kindred_media_v1_ListMemberExportsRequest,
  ListMemberExportsRequest__Output as _kindred_media_v1_ListMemberExportsRequest__Output,
} from './kindred/media/v1/ListMemberExportsRequest';
import type {
  MemberExport as _kindred_media_v1_MemberExport,
  MemberExport__Output as _kindred_media_v1_MemberExport__Output,
} from './kindred/media/v1/MemberExport';
import type {
  MemberExportList as _kindred_media_v1_MemberExportList,
  MemberExportList__Output as _kindred_media_v1_MemberExportList__Output,
} from './kindred/media/v1/MemberExportList';
import type {
  MemberExportServiceClient as _kindred_media_v1_MemberExportServiceClient,
  MemberExportServiceDefinition as _kindred_media_v1_MemberExportServiceDefinition,
} from './kindred/media/v1/MemberExportService';
import type {
  OpenMemberExportRequest as _kindred_media_v1_OpenMemberExportRequest,
  OpenMemberExportRequest__Output as _kindred_media_v1_OpenMemberExportRequest__Output,
} from './kindred/media/v1/OpenMemberExportRequest';
import type {
  RequestMemberExportRequest as _kindred_media_v1_RequestMemberExportRequest,
  RequestMemberExportRequest__Output as _kindred_media_v1_RequestMemberExportRequest__Output,
} from './kindred/media/v1/RequestMemberExportRequest';
import type {
  SweepMemberExportsResponse as _kindred_media_v1_SweepMemberExportsResponse,
  SweepMemberExportsResponse__Output as _kindred_media_v1_SweepMemberExportsResponse__Output,
} from './kindred/media/v1/SweepMemberExportsResponse';

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
    media: {
      v1: {
        DecideMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_DecideMemberExportRequest,
          _kindred_media_v1_DecideMemberExportRequest__Output
        >;
        ExportChunk: MessageTypeDefinition<_kindred_media_v1_ExportChunk, _kindred_media_v1_ExportChunk__Output>;
        ListMemberExportsRequest: MessageTypeDefinition<
          _kindred_media_v1_ListMemberExportsRequest,
          _kindred_media_v1_ListMemberExportsRequest__Output
        >;
        MemberExport: MessageTypeDefinition<_kindred_media_v1_MemberExport, _kindred_media_v1_MemberExport__Output>;
        MemberExportList: MessageTypeDefinition<
          _kindred_media_v1_MemberExportList,
          _kindred_media_v1_MemberExportList__Output
        >;
        /**
         * "Download my data": a job gathers every service's part of a member's data and the member's
         * original pictures into a zip in the object store (docs/privacy.md). A staff-requested export is a
         * data-access request: it waits for a second staff member's approval before it is built.
         */
        MemberExportService: SubtypeConstructor<typeof grpc.Client, _kindred_media_v1_MemberExportServiceClient> & {
          service: _kindred_media_v1_MemberExportServiceDefinition;
        };
        OpenMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_OpenMemberExportRequest,
          _kindred_media_v1_OpenMemberExportRequest__Output
        >;
        RequestMemberExportRequest: MessageTypeDefinition<
          _kindred_media_v1_RequestMemberExportRequest,
          _kindred_media_v1_RequestMemberExportRequest__Output
        >;
        SweepMemberExportsResponse: MessageTypeDefinition<
          _kindred_media_v1_SweepMemberExportsResponse,
          _kindred_media_v1_SweepMemberExportsResponse__Output
        >;
      };
    };
  };
}
