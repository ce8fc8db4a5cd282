import { CountCache, InputError, NotAllowedError, NotFoundError, type FollowPair } from '@kindred/kit';
import { characterCount, isReportType, POST_MAX } from '@kindred/rules';
import type { SocialStore } from '../store/socialStore';
import {
  TrendType,
  type Actor,
  type FollowStats,
  type LikeList,
  type ReportEvidence,
  type StoredReport,
  type Trend,
  type TrendPage,
} from './model';
import type { MemberDirectory } from './ports';
import { MY_REPORTS_PER_PAGE, toMyReport, type MyReport } from './myReports';

export const TRENDS_PER_PAGE = 20;
export const REPORTS_PER_PAGE = 50;
export const LIKE_LIST_MAX = 200;
export const FOLLOW_STATS_MAX = 500;
/** Whom a viewer follows, answered whole up to this many (beyond, the edges ask page by page). */
export const FOLLOWED_MAX = 1_000;
export const REPORT_MERGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A post picture must be one of the author's own uploads, as media names them. */
const OWN_POST_PICTURE =
  /^\/media\/posts\/(\d+)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif)$/;

export const AUTHORITY = {
  post: 'Allows_newsfeed_to_be_sent',
  picture: 'Upload_photo',
} as const;

export function isOwnPostPicture(img: string, userId: number): boolean {
  const match = OWN_POST_PICTURE.exec(img);
  return match !== null && Number(match[1]) === userId;
}

const followerKey = (id: number) => String(id);

function countKey(query: { authorId?: number; excludeAuthors: number[] }): string {
  return `${query.authorId ?? 'all'}:${query.excludeAuthors.join(',')}`;
}

export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Follows, the newsfeed, reports and blocks: the rules, whatever the transport. */
export class Social {
  /** Feed and per-author post counts: exact while small, a few seconds old once large. */
  private readonly counts = new CountCache({ exactBelow: 2_000, ttlMs: 10_000 });
  private readonly followerCounts = new CountCache({ exactBelow: 2_000, ttlMs: 10_000 });
  /** Told of the members whose count of newsfeed items changed, once written (the edges keep it). */
  newsfeedsChanged: ((authorIds: number[]) => Promise<void>) | null = null;

  constructor(
    private readonly store: SocialStore,
    private readonly members: MemberDirectory,
    private readonly now: () => number = Date.now,
    /** Tells the edges which follows and blocks changed (they keep is_like, likecount and blocked pairs). */
    private readonly followsChanged: (pairs: FollowPair[]) => Promise<void> = async () => undefined,
  ) {}

  async toggleLike(userId: number, targetId: number): Promise<{ isLike: boolean; likecount: number }> {
    if (userId === targetId) throw new InputError({ target_id: 'self' }, 'cannot_follow_self');
    if (!(await this.isMember(targetId, true))) {
      // Nobody may start following a member in their deletion grace period; an unfollow still goes.
      const [stats] = await this.followStats(userId, [targetId]);
      if (!stats?.isLike) throw new NotFoundError('user_not_found');
    }
    if (await this.store.isBlocked(userId, targetId)) throw new NotAllowedError('blocked');
    const { following, likecount } = await this.store.toggleFollow(userId, targetId);
    this.followerCounts.put(followerKey(targetId), likecount);
    await this.followsChanged([[userId, targetId]]);
    return { isLike: following, likecount };
  }

  listLikes(userId: number, which: string, limit: number, page = 1): Promise<number[]> {
    if (which !== 'i_like' && which !== 'love_me' && which !== 'mutual_like') {
      throw new InputError({ which: 'invalid' });
    }
    const capped = limit > 0 ? Math.min(limit, LIKE_LIST_MAX) : LIKE_LIST_MAX;
    const offset = (Math.max(1, page || 1) - 1) * capped;
    return this.store.listFollowIds(userId, which as LikeList, capped, offset);
  }

  /**
   * is_like and likecount of a page of members: whom the viewer follows is read every time (primary
   * key); a follower count over 2,000 (a much-followed member) is kept 10 s instead of counted on
   * every profile and list that shows them.
   */
  async followStats(viewerId: number, ids: number[]): Promise<FollowStats[]> {
    if (ids.length > FOLLOW_STATS_MAX) throw new InputError({ ids: 'too_many' });
    const unique = [...new Set(ids.filter((id) => id > 0))];
    const cached = new Map<number, number>();
    for (const id of unique) {
      const count = this.followerCounts.peek(followerKey(id));
      if (count !== undefined) cached.set(id, count);
    }
    const [counted, followed] = await Promise.all([
      this.store.followerCounts(unique.filter((id) => !cached.has(id))),
      this.store.followedBy(viewerId, unique),
    ]);
    for (const [id, count] of counted) this.followerCounts.put(followerKey(id), count);
    return ids.map((id) => ({ id, isLike: followed.has(id), likecount: cached.get(id) ?? counted.get(id) ?? 0 }));
  }

  /** Everyone the viewer follows, when there are at most FOLLOWED_MAX of them (complete), else the first. */
  async followed(viewerId: number): Promise<{ ids: number[]; complete: boolean }> {
    const ids = await this.store.listFollowIds(viewerId, 'i_like', FOLLOWED_MAX + 1);
    return { ids: ids.slice(0, FOLLOWED_MAX), complete: ids.length <= FOLLOWED_MAX };
  }

  async postTrend(actor: Actor, content: string, img: string): Promise<Trend> {
    const text = content.trim();
    const picture = img.trim();
    if (!actor.authorities.includes(AUTHORITY.post)) {
      throw new NotAllowedError('no_permission', { authority: AUTHORITY.post, upgrade: actor.vip < 2 });
    }
    if (picture && !actor.authorities.includes(AUTHORITY.picture)) {
      throw new NotAllowedError('no_permission', { authority: AUTHORITY.picture, upgrade: actor.vip < 2 });
    }
    if (!text && !picture) throw new InputError({ content: 'required' }, 'content_empty');
    if (characterCount(text) > POST_MAX) throw new InputError({ content: 'too_long' });
    if (picture && !isOwnPostPicture(picture, actor.userId)) throw new InputError({ img: 'invalid' });
    const trend = await this.store.insertTrend({
      authorId: actor.userId,
      type: TrendType.post,
      content: text,
      img: picture,
    });
    await this.authorsChanged([actor.userId]);
    return trend;
  }

  async listTrends(viewerId: number, scope: string, authorId: number, page: number, beforeId = 0): Promise<TrendPage> {
    const current = Math.max(1, page || 1);
    let query: { authorId?: number; excludeAuthors: number[] };
    if (scope === 'all') query = { excludeAuthors: await this.store.blockedEitherWay(viewerId) };
    else if (scope === 'mine') query = { authorId: viewerId, excludeAuthors: [] };
    else if (scope === 'member') {
      if (!(authorId > 0)) throw new InputError({ userid: 'invalid' });
      if (authorId !== viewerId && (await this.store.isBlocked(viewerId, authorId)))
        throw new NotAllowedError('blocked');
      query = { authorId, excludeAuthors: [] };
    } else throw new InputError({ scope: 'invalid' });
    const offset = beforeId > 0 ? 0 : (current - 1) * TRENDS_PER_PAGE;
    const trends = await this.store.listTrends({
      ...query,
      ...(beforeId > 0 ? { beforeId } : {}),
      offset,
      limit: TRENDS_PER_PAGE,
      viewerId,
    });
    // A short page (not after a cursor) ends the feed: its size is the total, no count needed.
    const total =
      beforeId === 0 && trends.length < TRENDS_PER_PAGE && (trends.length > 0 || offset === 0)
        ? offset + trends.length
        : await this.counts.get(countKey(query), () => this.store.countTrendsWhere(query));
    return { trends, page: current, lastPage: lastPage(total, TRENDS_PER_PAGE), total };
  }

  /** Members delete only their own items; anyone else's answers not_owner and deletes nothing. */
  async deleteTrend(userId: number, id: number): Promise<void> {
    const trend = await this.store.findTrend(id);
    if (!trend) throw new NotFoundError('trend_not_found');
    if (trend.authorId !== userId) throw new NotAllowedError('not_owner');
    await this.store.deleteTrend(id);
    await this.authorsChanged([userId]);
  }

  /** After items of these authors were written or deleted (here, or by the account events). */
  async authorsChanged(authorIds: number[]): Promise<void> {
    for (const id of authorIds) this.counts.drop(countKey({ authorId: id, excludeAuthors: [] }));
    await this.newsfeedsChanged?.(authorIds);
  }

  countTrends(userId: number): Promise<number> {
    return this.counts.get(countKey({ authorId: userId, excludeAuthors: [] }), () => this.store.countTrends(userId));
  }

  /**
   * Files a report; `evidence` is a message the reporter received from the target and attached by
   * their own act (the edge read it from messaging as the reporter: docs/safety.md).
   */
  async report(
    reporterId: number,
    targetId: number,
    type: number,
    evidence?: ReportEvidence,
  ): Promise<{ id: number; merged: boolean }> {
    if (!isReportType(type)) throw new InputError({ type: 'invalid' });
    if (reporterId === targetId) throw new InputError({ userid: 'self' }, 'cannot_report_self');
    if (evidence && (!(evidence.messageId > 0) || (evidence.kind !== 'chat' && evidence.kind !== 'mail')))
      throw new InputError({ evidence: 'invalid' });
    await this.requireMember(targetId);
    const since = new Date(this.now() - REPORT_MERGE_WINDOW_MS);
    return this.store.fileReport(reporterId, targetId, type, since, evidence);
  }

  async listReports(
    status: string,
    page: number,
  ): Promise<{ reports: StoredReport[]; page: number; lastPage: number }> {
    const which = status === '' || status === 'open' ? 'open' : status === 'all' ? 'all' : null;
    if (!which) throw new InputError({ status: 'invalid' });
    const current = Math.max(1, page || 1);
    const { reports, total } = await this.store.listReports(which, (current - 1) * REPORTS_PER_PAGE, REPORTS_PER_PAGE);
    return { reports, page: current, lastPage: lastPage(total, REPORTS_PER_PAGE) };
  }

  /** The reports the member filed, newest first, each with its outcome as the reporter may know it. */
  async myReports(
    reporterId: number,
    page: number,
  ): Promise<{ reports: MyReport[]; page: number; lastPage: number; total: number }> {
    if (!(reporterId > 0)) throw new InputError({ reporter_id: 'invalid' });
    const current = Math.max(1, page || 1);
    const { reports, total } = await this.store.listReportsBy(
      reporterId,
      (current - 1) * MY_REPORTS_PER_PAGE,
      MY_REPORTS_PER_PAGE,
    );
    return { reports: reports.map(toMyReport), page: current, lastPage: lastPage(total, MY_REPORTS_PER_PAGE), total };
  }

  async block(userId: number, targetId: number): Promise<void> {
    if (userId === targetId) throw new InputError({ target_id: 'self' }, 'cannot_block_self');
    await this.requireMember(targetId);
    await this.store.block(userId, targetId);
    this.followerCounts.drop(followerKey(userId));
    this.followerCounts.drop(followerKey(targetId));
    await this.followsChanged([
      [userId, targetId],
      [targetId, userId],
    ]);
  }

  async unblock(userId: number, targetId: number): Promise<void> {
    if (userId === targetId) throw new InputError({ target_id: 'self' }, 'cannot_block_self');
    await this.store.unblock(userId, targetId);
    // The edges keep whether a pair is blocked (profiles): a lifted block is shown at once too.
    await this.followsChanged([
      [userId, targetId],
      [targetId, userId],
    ]);
  }

  listBlocked(userId: number): Promise<number[]> {
    return this.store.listBlocked(userId);
  }

  /** Everyone the member blocked or is blocked by: left out of the member's lists (docs/privacy.md). */
  blockedEitherWay(userId: number): Promise<number[]> {
    return this.store.blockedEitherWay(userId);
  }

  isBlocked(a: number, b: number): Promise<boolean> {
    if (a === b) return Promise.resolve(false);
    return this.store.isBlocked(a, b);
  }

  private async requireMember(id: number): Promise<void> {
    if (!(await this.isMember(id, false))) throw new NotFoundError('user_not_found');
  }

  /** An erased id is no member; `reachable` also leaves out whom nobody may reach now (docs/privacy.md). */
  private async isMember(id: number, reachable: boolean): Promise<boolean> {
    return id > 0 && (await this.members.existing([id], { reachable })).has(id);
  }
}
