// Original file: proto/kindred/social/v1/social.proto

import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  BlockRequest as _kindred_social_v1_BlockRequest,
  BlockRequest__Output as _kindred_social_v1_BlockRequest__Output,
} from '../../../kindred/social/v1/BlockRequest';
import type {
  CheckBlockedRequest as _kindred_social_v1_CheckBlockedRequest,
  CheckBlockedRequest__Output as _kindred_social_v1_CheckBlockedRequest__Output,
} from '../../../kindred/social/v1/CheckBlockedRequest';
import type {
  CheckBlockedResponse as _kindred_social_v1_CheckBlockedResponse,
  CheckBlockedResponse__Output as _kindred_social_v1_CheckBlockedResponse__Output,
} from '../../../kindred/social/v1/CheckBlockedResponse';
import type {
  CountTrendsRequest as _kindred_social_v1_CountTrendsRequest,
  CountTrendsRequest__Output as _kindred_social_v1_CountTrendsRequest__Output,
} from '../../../kindred/social/v1/CountTrendsRequest';
import type {
  CountTrendsResponse as _kindred_social_v1_CountTrendsResponse,
  CountTrendsResponse__Output as _kindred_social_v1_CountTrendsResponse__Output,
} from '../../../kindred/social/v1/CountTrendsResponse';
import type {
  DeleteTrendRequest as _kindred_social_v1_DeleteTrendRequest,
  DeleteTrendRequest__Output as _kindred_social_v1_DeleteTrendRequest__Output,
} from '../../../kindred/social/v1/DeleteTrendRequest';
import type {
  Empty as _kindred_common_v1_Empty,
  Empty__Output as _kindred_common_v1_Empty__Output,
} from '../../../kindred/common/v1/Empty';
import type {
  FollowStatsList as _kindred_social_v1_FollowStatsList,
  FollowStatsList__Output as _kindred_social_v1_FollowStatsList__Output,
} from '../../../kindred/social/v1/FollowStatsList';
import type {
  GetFollowStatsRequest as _kindred_social_v1_GetFollowStatsRequest,
  GetFollowStatsRequest__Output as _kindred_social_v1_GetFollowStatsRequest__Output,
} from '../../../kindred/social/v1/GetFollowStatsRequest';
import type {
  IdList as _kindred_social_v1_IdList,
  IdList__Output as _kindred_social_v1_IdList__Output,
} from '../../../kindred/social/v1/IdList';
import type {
  ListBlocksRequest as _kindred_social_v1_ListBlocksRequest,
  ListBlocksRequest__Output as _kindred_social_v1_ListBlocksRequest__Output,
} from '../../../kindred/social/v1/ListBlocksRequest';
import type {
  ListLikesRequest as _kindred_social_v1_ListLikesRequest,
  ListLikesRequest__Output as _kindred_social_v1_ListLikesRequest__Output,
} from '../../../kindred/social/v1/ListLikesRequest';
import type {
  ListMyReportsRequest as _kindred_social_v1_ListMyReportsRequest,
  ListMyReportsRequest__Output as _kindred_social_v1_ListMyReportsRequest__Output,
} from '../../../kindred/social/v1/ListMyReportsRequest';
import type {
  ListReportsRequest as _kindred_social_v1_ListReportsRequest,
  ListReportsRequest__Output as _kindred_social_v1_ListReportsRequest__Output,
} from '../../../kindred/social/v1/ListReportsRequest';
import type {
  ListTrendsRequest as _kindred_social_v1_ListTrendsRequest,
  ListTrendsRequest__Output as _kindred_social_v1_ListTrendsRequest__Output,
} from '../../../kindred/social/v1/ListTrendsRequest';
import type {
  MemberDataAreas as _kindred_common_v1_MemberDataAreas,
  MemberDataAreas__Output as _kindred_common_v1_MemberDataAreas__Output,
} from '../../../kindred/common/v1/MemberDataAreas';
import type {
  MemberDataRequest as _kindred_common_v1_MemberDataRequest,
  MemberDataRequest__Output as _kindred_common_v1_MemberDataRequest__Output,
} from '../../../kindred/common/v1/MemberDataRequest';
import type {
  MyReportPage as _kindred_social_v1_MyReportPage,
  MyReportPage__Output as _kindred_social_v1_MyReportPage__Output,
} from '../../../kindred/social/v1/MyReportPage';
import type {
  PostTrendRequest as _kindred_social_v1_PostTrendRequest,
  PostTrendRequest__Output as _kindred_social_v1_PostTrendRequest__Output,
} from '../../../kindred/social/v1/PostTrendRequest';
import type {
  ReportList as _kindred_social_v1_ReportList,
  ReportList__Output as _kindred_social_v1_ReportList__Output,
} from '../../../kindred/social/v1/ReportList';
import type {
  ReportRequest as _kindred_social_v1_ReportRequest,
  ReportRequest__Output as _kindred_social_v1_ReportRequest__Output,
} from '../../../kindred/social/v1/ReportRequest';
import type {
  ReportResponse as _kindred_social_v1_ReportResponse,
  ReportResponse__Output as _kindred_social_v1_ReportResponse__Output,
} from '../../../kindred/social/v1/ReportResponse';
import type {
  ToggleLikeRequest as _kindred_social_v1_ToggleLikeRequest,
  ToggleLikeRequest__Output as _kindred_social_v1_ToggleLikeRequest__Output,
} from '../../../kindred/social/v1/ToggleLikeRequest';
import type {
  ToggleLikeResponse as _kindred_social_v1_ToggleLikeResponse,
  ToggleLikeResponse__Output as _kindred_social_v1_ToggleLikeResponse__Output,
} from '../../../kindred/social/v1/ToggleLikeResponse';
import type {
  Trend as _kindred_social_v1_Trend,
  Trend__Output as _kindred_social_v1_Trend__Output,
} from '../../../kindred/social/v1/Trend';
import type {
  TrendPage as _kindred_social_v1_TrendPage,
  TrendPage__Output as _kindred_social_v1_TrendPage__Output,
} from '../../../kindred/social/v1/TrendPage';

/**
 * Follows (likes), the newsfeed (trends), reports and blocks.
 */
export interface SocialServiceClient extends grpc.Client {
  Block(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Block(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Block(
    argument: _kindred_social_v1_BlockRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Block(
    argument: _kindred_social_v1_BlockRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  block(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  block(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  block(
    argument: _kindred_social_v1_BlockRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  block(
    argument: _kindred_social_v1_BlockRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  CheckBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  CheckBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;
  checkBlocked(
    argument: _kindred_social_v1_CheckBlockedRequest,
    callback: grpc.requestCallback<_kindred_social_v1_CheckBlockedResponse__Output>,
  ): grpc.ClientUnaryCall;

  CountTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  CountTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  CountTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  CountTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  countTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  countTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  countTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;
  countTrends(
    argument: _kindred_social_v1_CountTrendsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_CountTrendsResponse__Output>,
  ): grpc.ClientUnaryCall;

  DeleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  DeleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  deleteTrend(
    argument: _kindred_social_v1_DeleteTrendRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
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
  /**
   * The member's own data for their export (docs/privacy.md).
   */
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

  GetFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  GetFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  GetFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  GetFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  getFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  getFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  getFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;
  getFollowStats(
    argument: _kindred_social_v1_GetFollowStatsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_FollowStatsList__Output>,
  ): grpc.ClientUnaryCall;

  ListBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listBlocks(
    argument: _kindred_social_v1_ListBlocksRequest,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;

  ListLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  ListLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;
  listLikes(
    argument: _kindred_social_v1_ListLikesRequest,
    callback: grpc.requestCallback<_kindred_social_v1_IdList__Output>,
  ): grpc.ClientUnaryCall;

  /**
   * The reports a member filed, for their safety centre (docs/safety.md).
   */
  ListMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  ListMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  /**
   * The reports a member filed, for their safety centre (docs/safety.md).
   */
  listMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  listMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  listMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;
  listMyReports(
    argument: _kindred_social_v1_ListMyReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_MyReportPage__Output>,
  ): grpc.ClientUnaryCall;

  ListReports(
    argument: _kindred_social_v1_ListReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListReports(
    argument: _kindred_social_v1_ListReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListReports(
    argument: _kindred_social_v1_ListReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  ListReports(
    argument: _kindred_social_v1_ListReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  listReports(
    argument: _kindred_social_v1_ListReportsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  listReports(
    argument: _kindred_social_v1_ListReportsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  listReports(
    argument: _kindred_social_v1_ListReportsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;
  listReports(
    argument: _kindred_social_v1_ListReportsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportList__Output>,
  ): grpc.ClientUnaryCall;

  ListTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  ListTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  listTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  listTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  listTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;
  listTrends(
    argument: _kindred_social_v1_ListTrendsRequest,
    callback: grpc.requestCallback<_kindred_social_v1_TrendPage__Output>,
  ): grpc.ClientUnaryCall;

  PostTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  PostTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  PostTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  PostTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  postTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  postTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  postTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;
  postTrend(
    argument: _kindred_social_v1_PostTrendRequest,
    callback: grpc.requestCallback<_kindred_social_v1_Trend__Output>,
  ): grpc.ClientUnaryCall;

  Report(
    argument: _kindred_social_v1_ReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  Report(
    argument: _kindred_social_v1_ReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  Report(
    argument: _kindred_social_v1_ReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  Report(
    argument: _kindred_social_v1_ReportRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  report(
    argument: _kindred_social_v1_ReportRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  report(
    argument: _kindred_social_v1_ReportRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  report(
    argument: _kindred_social_v1_ReportRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;
  report(
    argument: _kindred_social_v1_ReportRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ReportResponse__Output>,
  ): grpc.ClientUnaryCall;

  ToggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  ToggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  ToggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  ToggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  toggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  toggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  toggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;
  toggleLike(
    argument: _kindred_social_v1_ToggleLikeRequest,
    callback: grpc.requestCallback<_kindred_social_v1_ToggleLikeResponse__Output>,
  ): grpc.ClientUnaryCall;

  Unblock(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Unblock(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Unblock(
    argument: _kindred_social_v1_BlockRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  Unblock(
    argument: _kindred_social_v1_BlockRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  unblock(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  unblock(
    argument: _kindred_social_v1_BlockRequest,
    metadata: grpc.Metadata,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  unblock(
    argument: _kindred_social_v1_BlockRequest,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
  unblock(
    argument: _kindred_social_v1_BlockRequest,
    callback: grpc.requestCallback<_kindred_common_v1_Empty__Output>,
  ): grpc.ClientUnaryCall;
}

/**
 * Follows (likes), the newsfeed (trends), reports and blocks.
 */
export interface SocialServiceHandlers extends grpc.UntypedServiceImplementation {
  Block: grpc.handleUnaryCall<_kindred_social_v1_BlockRequest__Output, _kindred_common_v1_Empty>;

  CheckBlocked: grpc.handleUnaryCall<
    _kindred_social_v1_CheckBlockedRequest__Output,
    _kindred_social_v1_CheckBlockedResponse
  >;

  CountTrends: grpc.handleUnaryCall<
    _kindred_social_v1_CountTrendsRequest__Output,
    _kindred_social_v1_CountTrendsResponse
  >;

  DeleteTrend: grpc.handleUnaryCall<_kindred_social_v1_DeleteTrendRequest__Output, _kindred_common_v1_Empty>;

  /**
   * The member's own data for their export (docs/privacy.md).
   */
  ExportMemberData: grpc.handleUnaryCall<
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas
  >;

  GetFollowStats: grpc.handleUnaryCall<
    _kindred_social_v1_GetFollowStatsRequest__Output,
    _kindred_social_v1_FollowStatsList
  >;

  ListBlocks: grpc.handleUnaryCall<_kindred_social_v1_ListBlocksRequest__Output, _kindred_social_v1_IdList>;

  ListLikes: grpc.handleUnaryCall<_kindred_social_v1_ListLikesRequest__Output, _kindred_social_v1_IdList>;

  /**
   * The reports a member filed, for their safety centre (docs/safety.md).
   */
  ListMyReports: grpc.handleUnaryCall<_kindred_social_v1_ListMyReportsRequest__Output, _kindred_social_v1_MyReportPage>;

  ListReports: grpc.handleUnaryCall<_kindred_social_v1_ListReportsRequest__Output, _kindred_social_v1_ReportList>;

  ListTrends: grpc.handleUnaryCall<_kindred_social_v1_ListTrendsRequest__Output, _kindred_social_v1_TrendPage>;

  PostTrend: grpc.handleUnaryCall<_kindred_social_v1_PostTrendRequest__Output, _kindred_social_v1_Trend>;

  Report: grpc.handleUnaryCall<_kindred_social_v1_ReportRequest__Output, _kindred_social_v1_ReportResponse>;

  ToggleLike: grpc.handleUnaryCall<_kindred_social_v1_ToggleLikeRequest__Output, _kindred_social_v1_ToggleLikeResponse>;

  Unblock: grpc.handleUnaryCall<_kindred_social_v1_BlockRequest__Output, _kindred_common_v1_Empty>;
}

export interface SocialServiceDefinition extends grpc.ServiceDefinition {
  Block: MethodDefinition<
    _kindred_social_v1_BlockRequest,
    _kindred_common_v1_Empty,
    _kindred_social_v1_BlockRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  CheckBlocked: MethodDefinition<
    _kindred_social_v1_CheckBlockedRequest,
    _kindred_social_v1_CheckBlockedResponse,
    _kindred_social_v1_CheckBlockedRequest__Output,
    _kindred_social_v1_CheckBlockedResponse__Output
  >;
  CountTrends: MethodDefinition<
    _kindred_social_v1_CountTrendsRequest,
    _kindred_social_v1_CountTrendsResponse,
    _kindred_social_v1_CountTrendsRequest__Output,
    _kindred_social_v1_CountTrendsResponse__Output
  >;
  DeleteTrend: MethodDefinition<
    _kindred_social_v1_DeleteTrendRequest,
    _kindred_common_v1_Empty,
    _kindred_social_v1_DeleteTrendRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
  ExportMemberData: MethodDefinition<
    _kindred_common_v1_MemberDataRequest,
    _kindred_common_v1_MemberDataAreas,
    _kindred_common_v1_MemberDataRequest__Output,
    _kindred_common_v1_MemberDataAreas__Output
  >;
  GetFollowStats: MethodDefinition<
    _kindred_social_v1_GetFollowStatsRequest,
    _kindred_social_v1_FollowStatsList,
    _kindred_social_v1_GetFollowStatsRequest__Output,
    _kindred_social_v1_FollowStatsList__Output
  >;
  ListBlocks: MethodDefinition<
    _kindred_social_v1_ListBlocksRequest,
    _kindred_social_v1_IdList,
    _kindred_social_v1_ListBlocksRequest__Output,
    _kindred_social_v1_IdList__Output
  >;
  ListLikes: MethodDefinition<
    _kindred_social_v1_ListLikesRequest,
    _kindred_social_v1_IdList,
    _kindred_social_v1_ListLikesRequest__Output,
    _kindred_social_v1_IdList__Output
  >;
  ListMyReports: MethodDefinition<
    _kindred_social_v1_ListMyReportsRequest,
    _kindred_social_v1_MyReportPage,
    _kindred_social_v1_ListMyReportsRequest__Output,
    _kindred_social_v1_MyReportPage__Output
  >;
  ListReports: MethodDefinition<
    _kindred_social_v1_ListReportsRequest,
    _kindred_social_v1_ReportList,
    _kindred_social_v1_ListReportsRequest__Output,
    _kindred_social_v1_ReportList__Output
  >;
  ListTrends: MethodDefinition<
    _kindred_social_v1_ListTrendsRequest,
    _kindred_social_v1_TrendPage,
    _kindred_social_v1_ListTrendsRequest__Output,
    _kindred_social_v1_TrendPage__Output
  >;
  PostTrend: MethodDefinition<
    _kindred_social_v1_PostTrendRequest,
    _kindred_social_v1_Trend,
    _kindred_social_v1_PostTrendRequest__Output,
    _kindred_social_v1_Trend__Output
  >;
  Report: MethodDefinition<
    _kindred_social_v1_ReportRequest,
    _kindred_social_v1_ReportResponse,
    _kindred_social_v1_ReportRequest__Output,
    _kindred_social_v1_ReportResponse__Output
  >;
  ToggleLike: MethodDefinition<
    _kindred_social_v1_ToggleLikeRequest,
    _kindred_social_v1_ToggleLikeResponse,
    _kindred_social_v1_ToggleLikeRequest__Output,
    _kindred_social_v1_ToggleLikeResponse__Output
  >;
  Unblock: MethodDefinition<
    _kindred_social_v1_BlockRequest,
    _kindred_common_v1_Empty,
    _kindred_social_v1_BlockRequest__Output,
    _kindred_common_v1_Empty__Output
  >;
}
