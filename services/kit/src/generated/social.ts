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
  BlockRequest as _kindred_social_v1_BlockRequest,
  BlockRequest__Output as _kindred_social_v1_BlockRequest__Output,
} from './kindred/social/v1/BlockRequest';
import type {
  CheckBlockedRequest as _kindred_social_v1_CheckBlockedRequest,
  CheckBlockedRequest__Output as _kindred_social_v1_CheckBlockedRequest__Output,
} from './kindred/social/v1/CheckBlockedRequest';
import type {
  CheckBlockedResponse as _kindred_social_v1_CheckBlockedResponse,
  CheckBlockedResponse__Output as _kindred_social_v1_CheckBlockedResponse__Output,
} from './kindred/social/v1/CheckBlockedResponse';
import type {
  CountTrendsRequest as _kindred_social_v1_CountTrendsRequest,
  CountTrendsRequest__Output as _kindred_social_v1_CountTrendsRequest__Output,
} from './kindred/social/v1/CountTrendsRequest';
import type {
  CountTrendsResponse as _kindred_social_v1_CountTrendsResponse,
  CountTrendsResponse__Output as _kindred_social_v1_CountTrendsResponse__Output,
} from './kindred/social/v1/CountTrendsResponse';
import type {
  DeleteTrendRequest as _kindred_social_v1_DeleteTrendRequest,
  DeleteTrendRequest__Output as _kindred_social_v1_DeleteTrendRequest__Output,
} from './kindred/social/v1/DeleteTrendRequest';
import type {
  FollowStats as _kindred_social_v1_FollowStats,
  FollowStats__Output as _kindred_social_v1_FollowStats__Output,
} from './kindred/social/v1/FollowStats';
import type {
  FollowStatsList as _kindred_social_v1_FollowStatsList,
  FollowStatsList__Output as _kindred_social_v1_FollowStatsList__Output,
} from './kindred/social/v1/FollowStatsList';
import type {
  GetFollowStatsRequest as _kindred_social_v1_GetFollowStatsRequest,
  GetFollowStatsRequest__Output as _kindred_social_v1_GetFollowStatsRequest__Output,
} from './kindred/social/v1/GetFollowStatsRequest';
import type {
  GetReportEvidenceRequest as _kindred_social_v1_GetReportEvidenceRequest,
  GetReportEvidenceRequest__Output as _kindred_social_v1_GetReportEvidenceRequest__Output,
} from './kindred/social/v1/GetReportEvidenceRequest';
import type {
  IdList as _kindred_social_v1_IdList,
  IdList__Output as _kindred_social_v1_IdList__Output,
} from './kindred/social/v1/IdList';
import type {
  ListBlocksRequest as _kindred_social_v1_ListBlocksRequest,
  ListBlocksRequest__Output as _kindred_social_v1_ListBlocksRequest__Output,
} from './kindred/social/v1/ListBlocksRequest';
import type {
  ListLikesRequest as _kindred_social_v1_ListLikesRequest,
  ListLikesRequest__Output as _kindred_social_v1_ListLikesRequest__Output,
} from './kindred/social/v1/ListLikesRequest';
import type {
  ListMemberReportsRequest as _kindred_social_v1_ListMemberReportsRequest,
  ListMemberReportsRequest__Output as _kindred_social_v1_ListMemberReportsRequest__Output,
} from './kindred/social/v1/ListMemberReportsRequest';
import type {
  ListMyReportsRequest as _kindred_social_v1_ListMyReportsRequest,
  ListMyReportsRequest__Output as _kindred_social_v1_ListMyReportsRequest__Output,
} from './kindred/social/v1/ListMyReportsRequest';
import type {
  ListReportGroupsRequest as _kindred_social_v1_ListReportGroupsRequest,
  ListReportGroupsRequest__Output as _kindred_social_v1_ListReportGroupsRequest__Output,
} from './kindred/social/v1/ListReportGroupsRequest';
import type {
  ListReportsRequest as _kindred_social_v1_ListReportsRequest,
  ListReportsRequest__Output as _kindred_social_v1_ListReportsRequest__Output,
} from './kindred/social/v1/ListReportsRequest';
import type {
  ListTrendsRequest as _kindred_social_v1_ListTrendsRequest,
  ListTrendsRequest__Output as _kindred_social_v1_ListTrendsRequest__Output,
} from './kindred/social/v1/ListTrendsRequest';
import type {
  MemberReport as _kindred_social_v1_MemberReport,
  MemberReport__Output as _kindred_social_v1_MemberReport__Output,
} from './kindred/social/v1/MemberReport';
import type {
  MemberReportList as _kindred_social_v1_MemberReportList,
  MemberReportList__Output as _kindred_social_v1_MemberReportList__Output,
} from './kindred/social/v1/MemberReportList';
import type {
  MyReport as _kindred_social_v1_MyReport,
  MyReport__Output as _kindred_social_v1_MyReport__Output,
} from './kindred/social/v1/MyReport';
import type {
  MyReportPage as _kindred_social_v1_MyReportPage,
  MyReportPage__Output as _kindred_social_v1_MyReportPage__Output,
} from './kindred/social/v1/MyReportPage';
import type {
  OpenReportCount as _kindred_social_v1_OpenReportCount,
  OpenReportCount__Output as _kindred_social_v1_OpenReportCount__Output,
} from './kindred/social/v1/OpenReportCount';
import type {
  PostTrendRequest as _kindred_social_v1_PostTrendRequest,
  PostTrendRequest__Output as _kindred_social_v1_PostTrendRequest__Output,
} from './kindred/social/v1/PostTrendRequest';
import type {
  ReportEvidence as _kindred_social_v1_ReportEvidence,
  ReportEvidence__Output as _kindred_social_v1_ReportEvidence__Output,
} from './kindred/social/v1/ReportEvidence';
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
  ReportList as _kindred_social_v1_ReportList,
  ReportList__Output as _kindred_social_v1_ReportList__Output,
} from './kindred/social/v1/ReportList';
import type {
  ReportRequest as _kindred_social_v1_ReportRequest,
  ReportRequest__Output as _kindred_social_v1_ReportRequest__Output,
} from './kindred/social/v1/ReportRequest';
import type {
  ReportResponse as _kindred_social_v1_ReportResponse,
  ReportResponse__Output as _kindred_social_v1_ReportResponse__Output,
} from './kindred/social/v1/ReportResponse';
import type {
  ResolveReportsRequest as _kindred_social_v1_ResolveReportsRequest,
  ResolveReportsRequest__Output as _kindred_social_v1_ResolveReportsRequest__Output,
} from './kindred/social/v1/ResolveReportsRequest';
import type {
  ResolveReportsResponse as _kindred_social_v1_ResolveReportsResponse,
  ResolveReportsResponse__Output as _kindred_social_v1_ResolveReportsResponse__Output,
} from './kindred/social/v1/ResolveReportsResponse';
import type {
  SocialServiceClient as _kindred_social_v1_SocialServiceClient,
  SocialServiceDefinition as _kindred_social_v1_SocialServiceDefinition,
} from './kindred/social/v1/SocialService';
import type {
  SocialStaffServiceClient as _kindred_social_v1_SocialStaffServiceClient,
  SocialStaffServiceDefinition as _kindred_social_v1_SocialStaffServiceDefinition,
} from './kindred/social/v1/SocialStaffService';
import type {
  StoredReport as _kindred_social_v1_StoredReport,
  StoredReport__Output as _kindred_social_v1_StoredReport__Output,
} from './kindred/social/v1/StoredReport';
import type {
  ToggleLikeRequest as _kindred_social_v1_ToggleLikeRequest,
  ToggleLikeRequest__Output as _kindred_social_v1_ToggleLikeRequest__Output,
} from './kindred/social/v1/ToggleLikeRequest';
import type {
  ToggleLikeResponse as _kindred_social_v1_ToggleLikeResponse,
  ToggleLikeResponse__Output as _kindred_social_v1_ToggleLikeResponse__Output,
} from './kindred/social/v1/ToggleLikeResponse';
import type {
  Trend as _kindred_social_v1_Trend,
  Trend__Output as _kindred_social_v1_Trend__Output,
} from './kindred/social/v1/Trend';
import type {
  TrendPage as _kindred_social_v1_TrendPage,
  TrendPage__Output as _kindred_social_v1_TrendPage__Output,
} from './kindred/social/v1/TrendPage';

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
    social: {
      v1: {
        BlockRequest: MessageTypeDefinition<_kindred_social_v1_BlockRequest, _kindred_social_v1_BlockRequest__Output>;
        CheckBlockedRequest: MessageTypeDefinition<
          _kindred_social_v1_CheckBlockedRequest,
          _kindred_social_v1_CheckBlockedRequest__Output
        >;
        CheckBlockedResponse: MessageTypeDefinition<
          _kindred_social_v1_CheckBlockedResponse,
          _kindred_social_v1_CheckBlockedResponse__Output
        >;
        CountTrendsRequest: MessageTypeDefinition<
          _kindred_social_v1_CountTrendsRequest,
          _kindred_social_v1_CountTrendsRequest__Output
        >;
        CountTrendsResponse: MessageTypeDefinition<
          _kindred_social_v1_CountTrendsResponse,
          _kindred_social_v1_CountTrendsResponse__Output
        >;
        DeleteTrendRequest: MessageTypeDefinition<
          _kindred_social_v1_DeleteTrendRequest,
          _kindred_social_v1_DeleteTrendRequest__Output
        >;
        FollowStats: MessageTypeDefinition<_kindred_social_v1_FollowStats, _kindred_social_v1_FollowStats__Output>;
        FollowStatsList: MessageTypeDefinition<
          _kindred_social_v1_FollowStatsList,
          _kindred_social_v1_FollowStatsList__Output
        >;
        GetFollowStatsRequest: MessageTypeDefinition<
          _kindred_social_v1_GetFollowStatsRequest,
          _kindred_social_v1_GetFollowStatsRequest__Output
        >;
        GetReportEvidenceRequest: MessageTypeDefinition<
          _kindred_social_v1_GetReportEvidenceRequest,
          _kindred_social_v1_GetReportEvidenceRequest__Output
        >;
        IdList: MessageTypeDefinition<_kindred_social_v1_IdList, _kindred_social_v1_IdList__Output>;
        ListBlocksRequest: MessageTypeDefinition<
          _kindred_social_v1_ListBlocksRequest,
          _kindred_social_v1_ListBlocksRequest__Output
        >;
        ListLikesRequest: MessageTypeDefinition<
          _kindred_social_v1_ListLikesRequest,
          _kindred_social_v1_ListLikesRequest__Output
        >;
        ListMemberReportsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListMemberReportsRequest,
          _kindred_social_v1_ListMemberReportsRequest__Output
        >;
        ListMyReportsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListMyReportsRequest,
          _kindred_social_v1_ListMyReportsRequest__Output
        >;
        ListReportGroupsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListReportGroupsRequest,
          _kindred_social_v1_ListReportGroupsRequest__Output
        >;
        ListReportsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListReportsRequest,
          _kindred_social_v1_ListReportsRequest__Output
        >;
        ListTrendsRequest: MessageTypeDefinition<
          _kindred_social_v1_ListTrendsRequest,
          _kindred_social_v1_ListTrendsRequest__Output
        >;
        MemberReport: MessageTypeDefinition<_kindred_social_v1_MemberReport, _kindred_social_v1_MemberReport__Output>;
        MemberReportList: MessageTypeDefinition<
          _kindred_social_v1_MemberReportList,
          _kindred_social_v1_MemberReportList__Output
        >;
        MyReport: MessageTypeDefinition<_kindred_social_v1_MyReport, _kindred_social_v1_MyReport__Output>;
        MyReportPage: MessageTypeDefinition<_kindred_social_v1_MyReportPage, _kindred_social_v1_MyReportPage__Output>;
        OpenReportCount: MessageTypeDefinition<
          _kindred_social_v1_OpenReportCount,
          _kindred_social_v1_OpenReportCount__Output
        >;
        PostTrendRequest: MessageTypeDefinition<
          _kindred_social_v1_PostTrendRequest,
          _kindred_social_v1_PostTrendRequest__Output
        >;
        ReportEvidence: MessageTypeDefinition<
          _kindred_social_v1_ReportEvidence,
          _kindred_social_v1_ReportEvidence__Output
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
        ReportList: MessageTypeDefinition<_kindred_social_v1_ReportList, _kindred_social_v1_ReportList__Output>;
        ReportRequest: MessageTypeDefinition<
          _kindred_social_v1_ReportRequest,
          _kindred_social_v1_ReportRequest__Output
        >;
        ReportResponse: MessageTypeDefinition<
          _kindred_social_v1_ReportResponse,
          _kindred_social_v1_ReportResponse__Output
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
         * Follows (likes), the newsfeed (trends), reports and blocks.
         */
        SocialService: SubtypeConstructor<typeof grpc.Client, _kindred_social_v1_SocialServiceClient> & {
          service: _kindred_social_v1_SocialServiceDefinition;
        };
        /**
         * What the staff console needs of social (docs/staff-api.md): open reports grouped by reported
         * member, a member's reports, and closing them with an outcome.
         */
        SocialStaffService: SubtypeConstructor<typeof grpc.Client, _kindred_social_v1_SocialStaffServiceClient> & {
          service: _kindred_social_v1_SocialStaffServiceDefinition;
        };
        StoredReport: MessageTypeDefinition<_kindred_social_v1_StoredReport, _kindred_social_v1_StoredReport__Output>;
        ToggleLikeRequest: MessageTypeDefinition<
          _kindred_social_v1_ToggleLikeRequest,
          _kindred_social_v1_ToggleLikeRequest__Output
        >;
        ToggleLikeResponse: MessageTypeDefinition<
          _kindred_social_v1_ToggleLikeResponse,
          _kindred_social_v1_ToggleLikeResponse__Output
        >;
        Trend: MessageTypeDefinition<_kindred_social_v1_Trend, _kindred_social_v1_Trend__Output>;
        TrendPage: MessageTypeDefinition<_kindred_social_v1_TrendPage, _kindred_social_v1_TrendPage__Output>;
      };
    };
  };
}
