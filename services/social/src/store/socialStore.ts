import type { FollowPair } from '@kindred/kit';
import type { LikeList, ReportEvidence, StoredReport, Trend, TrendType } from '../domain/model';
import type { FiledReport } from '../domain/myReports';

export interface NewTrend {
  authorId: number;
  type: TrendType;
  content: string;
  img: string;
}

export interface EventTrend extends NewTrend {
  eventId: number;
  /** Seconds: when the event happened. */
  createTime: number;
}

export interface TrendQuery {
  /** Only this author's items, or everyone's. */
  authorId?: number;
  /** Authors whose items are left out (blocked pairs). */
  excludeAuthors: number[];
  /** Keyset: only items older than this item (in feed order). */
  beforeId?: number;
  offset: number;
  limit: number;
  /** The member the page is for: their own posts and deletions are in it at once (read-your-writes). */
  viewerId?: number;
}

/** Persistence of follows, trends, reports, blocks and the event cursor. */
export interface SocialStore {
  /** Follows or unfollows in one transaction; answers the new state and the target's follower count. */
  toggleFollow(followerId: number, targetId: number): Promise<{ following: boolean; likecount: number }>;
  listFollowIds(userId: number, which: LikeList, limit: number, offset?: number): Promise<number[]>;
  /** Follower counts of the given members (members without followers are left out). */
  followerCounts(ids: number[]): Promise<Map<number, number>>;
  /** Which of the given members the viewer follows. */
  followedBy(viewerId: number, ids: number[]): Promise<Set<number>>;

  insertTrend(trend: NewTrend): Promise<Trend>;
  listTrends(query: TrendQuery): Promise<Trend[]>;
  countTrendsWhere(query: Pick<TrendQuery, 'authorId' | 'excludeAuthors'>): Promise<number>;
  findTrend(id: number): Promise<Trend | null>;
  deleteTrend(id: number): Promise<void>;
  countTrends(authorId: number): Promise<number>;

  /**
   * Files a report, merging it into the reporter's open report on the target created after `since`;
   * the evidence (a message the reporter attached) goes with it, once.
   */
  fileReport(
    reporterId: number,
    targetId: number,
    type: number,
    since: Date,
    evidence?: ReportEvidence,
  ): Promise<{ id: number; merged: boolean }>;
  listReports(
    status: 'open' | 'all',
    offset: number,
    limit: number,
  ): Promise<{ reports: StoredReport[]; total: number }>;
  /** The reports a member filed, newest first, with how many messages each carries. */
  listReportsBy(reporterId: number, offset: number, limit: number): Promise<{ reports: FiledReport[]; total: number }>;

  /** Blocks and drops the follows between the two, in one transaction. */
  block(userId: number, targetId: number): Promise<void>;
  unblock(userId: number, targetId: number): Promise<void>;
  listBlocked(userId: number): Promise<number[]>;
  /** Members blocked by `userId` or blocking `userId`. */
  blockedEitherWay(userId: number): Promise<number[]>;
  isBlocked(a: number, b: number): Promise<boolean>;

  eventCursor(): Promise<number>;
  /**
   * Inserts the items made from a batch of events and moves the cursor to `lastEventId`, in one
   * transaction; an item whose event was already applied is skipped. Members of `erased` events lose
   * everything social holds of them in the same transaction (docs/privacy.md); answers the follows
   * that removed.
   */
  applyAccountEvents(
    lastEventId: number,
    items: EventTrend[],
    erased?: Array<{ eventId: number; userId: number }>,
  ): Promise<FollowPair[]>;
}
