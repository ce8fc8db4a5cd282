import type { AsyncHandlers } from '@kindred/kit';
import type { SocialServiceHandlers } from '@kindred/kit/generated/kindred/social/v1/SocialService';
import type { Trend as TrendMessage } from '@kindred/kit/generated/kindred/social/v1/Trend';
import type { Trend } from '../domain/model';
import type { Social } from '../domain/social';

const trendMessage = (trend: Trend, viewerId: number): TrendMessage => ({
  id: trend.id,
  mid: trend.authorId,
  mine: trend.authorId === viewerId ? 1 : 0,
  type: trend.type,
  content: trend.content,
  img: trend.img,
  create_time: trend.createTime,
});

/** gRPC transport of the social service: request -> domain -> response, nothing else. */
export function socialHandlers(social: Social): Omit<AsyncHandlers<SocialServiceHandlers>, 'ExportMemberData'> {
  return {
    async ToggleLike(req) {
      const result = await social.toggleLike(req.user_id, req.target_id);
      return { is_like: result.isLike ? 1 : 0, likecount: result.likecount };
    },
    async ListLikes(req) {
      return { ids: await social.listLikes(req.user_id, req.which, req.limit, req.page) };
    },
    async GetFollowStats(req) {
      const [stats, blocked, followed] = await Promise.all([
        social.followStats(req.viewer_id, req.ids),
        req.with_blocked
          ? Promise.all(
              req.ids.slice(0, 20).map(async (id) => ((await social.isBlocked(req.viewer_id, id)) ? [id] : [])),
            )
          : [],
        req.with_followed ? social.followed(req.viewer_id) : { ids: [], complete: false },
      ]);
      return {
        stats: stats.map((s) => ({ id: s.id, is_like: s.isLike ? 1 : 0, likecount: s.likecount })),
        blocked_ids: blocked.flat(),
        followed_ids: followed.ids,
        followed_complete: followed.complete,
      };
    },
    async ListTrends(req) {
      const viewerId = req.caller?.user_id ?? 0;
      const page = await social.listTrends(viewerId, req.scope, req.author_id, req.page, req.before_id);
      return {
        trends: page.trends.map((t) => trendMessage(t, viewerId)),
        page: page.page,
        last_page: page.lastPage,
        total: page.total,
      };
    },
    async PostTrend(req) {
      const caller = req.caller;
      const actor = { userId: caller?.user_id ?? 0, vip: caller?.vip ?? 0, authorities: caller?.authorities ?? [] };
      return trendMessage(await social.postTrend(actor, req.content, req.img), actor.userId);
    },
    async DeleteTrend(req) {
      await social.deleteTrend(req.user_id, req.id);
      return {};
    },
    async CountTrends(req) {
      return { count: await social.countTrends(req.user_id) };
    },
    async Report(req) {
      const e = req.evidence;
      const evidence = e
        ? {
            kind: e.kind as 'chat' | 'mail',
            messageId: e.message_id,
            content: e.content,
            sentAt: e.sent_at,
            flagged: e.flagged,
          }
        : undefined;
      return social.report(req.reporter_id, req.target_id, req.type, evidence);
    },
    async ListReports(req) {
      const result = await social.listReports(req.status, req.page);
      return {
        reports: result.reports.map((r) => ({
          id: r.id,
          reporter_id: r.reporterId,
          target_id: r.targetId,
          types: r.types,
          repeats: r.repeats,
          status: r.status,
          create_time: r.createTime,
          update_time: r.updateTime,
        })),
        page: result.page,
        last_page: result.lastPage,
      };
    },
    async ListMyReports(req) {
      const result = await social.myReports(req.reporter_id, req.page);
      return {
        reports: result.reports.map((r) => ({
          id: r.id,
          target_id: r.targetId,
          types: r.types,
          outcome: r.outcome,
          create_time: r.createTime,
          decide_time: r.decideTime,
          evidence: r.evidence,
        })),
        page: result.page,
        last_page: result.lastPage,
        total: result.total,
      };
    },
    async Block(req) {
      await social.block(req.user_id, req.target_id);
      return {};
    },
    async Unblock(req) {
      await social.unblock(req.user_id, req.target_id);
      return {};
    },
    async ListBlocks(req) {
      return { ids: await (req.either_way ? social.blockedEitherWay(req.user_id) : social.listBlocked(req.user_id)) };
    },
    async CheckBlocked(req) {
      return { blocked: await social.isBlocked(req.a, req.b) };
    },
  };
}
