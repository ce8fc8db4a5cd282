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
  GetReportEvidenceRequest as _kindred_social_v1_GetReportEvidenceRequest,
  GetReportEvidenceRequest__Output as _kindred_social_v1_GetReportEvidenceRequest__Output,
} from './kindred/social/v1/GetReportEvidenceRequest';
import type {
  ListMemberReportsRequest as _kindred_social_v1_ListMemberReportsRequest,
  ListMemberReportsRequest__Output as _kindred_social_v1_ListMemberReportsRequest__Output,
} from './kindred/social/v1/ListMemberReportsRequest';
import type {
  ListReportGroupsRequest as _kindred_social_v1_ListReportGroupsRequest,
  ListReportGroupsRequest__Output as _kindred_social_v1_ListReportGroupsRequest__Output,
} from './kindred/social/v1/ListReportGroupsRequest';
import type {
  MemberReport as _kindred_social_v1_MemberReport,
  MemberReport__Output as _kindred_social_v1_MemberReport__Output,
} from './kindred/social/v1/MemberReport';
import type {
  MemberReportList as _kindred_social_v1_MemberReportList,
  MemberReportList__Output as _kindred_social_v1_MemberReportList__Output,
} from './kindred/social/v1/MemberReportList';
import type {
  OpenReportCount as _kindred_social_v1_OpenReportCount,
  OpenReportCount__Output as _kindred_social_v1_OpenReportCount__Output,
} from './kindred/social/v1/OpenReportCount';
import type {
  ReportEvidenceItem as _kindred_social_v1_ReportEvidenceItem,
  ReportEvidenceItem__Output as _kindred_social_v1_ReportEvidenceItem__Output,
} from './kindred/social/v1/ReportEvidenceItem';
import type {
  ReportEvidenceList as _kindred_social_v1_ReportEvidenceList,
  ReportEvidenceList__Output as _kindred_social_v1_ReportEvidenceList__Output,
} from './kindred/social/v1/ReportEvidenceList';
import type {
  ReportGroup as _kindred_social_v1_ReportGroup,
  ReportGroup__Output as _kindred_social_v1_ReportGroup__Output,
} from './kindred/social/v1/ReportGroup';
import type {
  ReportGroupPage as _kindred_social_v1_ReportGroupPage,
  ReportGroupPage__Output as _kindred_social_v1_ReportGroupPage__Output,
} from './kindred/social/v1/ReportGroupPage';
import type {
  ResolveReportsRequest as _kindred_social_v1_ResolveReportsRequest,
  ResolveReportsRequest__Output as _kindred_social_v1_ResolveReportsRequest__Output,
} from './kindred/social/v1/ResolveReportsRequest';
import type {
  ResolveReportsResponse as _kindred_social_v1_ResolveReportsResponse,
  ResolveReportsResponse__Output as _kindred_social_v1_ResolveReportsResponse__Output,
} from './kindred/social/v1/ResolveReportsResponse';
import type {
  SocialStaffServiceClient as _kindred_social_v1_SocialStaffServiceClient,
  SocialStaffServiceDefinition as _kindred_social_v1_SocialStaffServiceDefinition,
} from './kindred/social/v1/SocialStaffService';

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
    social: {
      v1: {
        GetReportEvidenceRequest: MessageTypeDefinition<
          _kindred_social_v1_GetReportEvidenceRequest,
          _kindred_social_v1_GetReportEvidenceRequest__Output
        >;
        ListMemberReportsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListMemberReportsRequest,
          _kindred_social_v1_ListMemberReportsRequest__Output
        >;
        ListReportGroupsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListReportGroupsRequest,
          _kindred_social_v1_ListReportGroupsRequest__Output
        >;
        MemberReport: MessageTypeDefinition<_kindred_social_v1_MemberReport, _kindred_social_v1_MemberReport__Output>;
        MemberReportList: MessageTypeDefinition<
          _kindred_social_v1_MemberReportList,
          _kindred_social_v1_MemberReportList__Output
        >;
        OpenReportCount: MessageTypeDefinition<
          _kindred_social_v1_OpenReportCount,
          _kindred_social_v1_OpenReportCount__Output
        >;
        ReportEvidenceItem: MessageTypeDefinition<
          _kindred_social_v1_ReportEvidenceItem,
          _kindred_social_v1_ReportEvidenceItem__Output
        >;
        ReportEvidenceList: MessageTypeDefinition<
          _kindred_social_v1_ReportEvidenceList,
          _kindred_social_v1_ReportEvidenceList__Output
        >;
        ReportGroup: MessageTypeDefinition<_kindred_social_v1_ReportGroup, _kindred_social_v1_ReportGroup__Output>;
        ReportGroupPage: MessageTypeDefinition<
          _kindred_social_v1_ReportGroupPage,
          _kindred_social_v1_ReportGroupPage__Output
        >;
        ResolveReportsRequest: MessageTypeDefinition<
          _kindred_social_v1_ResolveReportsRequest,
          _kindred_social_v1_ResolveReportsRequest__Output
        >;
        ResolveReportsResponse: MessageTypeDefinition<
          _kindred_social_v1_ResolveReportsResponse,
          _kindred_social_v1_ResolveReportsResponse__Output
        >;
        /**
         * What the staff console needs of social (docs/staff-api.md): open reports grouped by reported
         * member, a member's reports, and closing them with an outcome.
         */
        SocialStaffService: SubtypeConstructor<typeof grpc.Client, _kindred_social_v1_SocialStaffServiceClient> & {
          service: _kindred_social_v1_SocialStaffServiceDefinition;
        };
      };
    };
  };
}
