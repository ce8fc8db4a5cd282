import { eraseMember } from './memberData';
import { SchemaStore, type FollowPair } from '@kindred/kit';
import type { Transaction } from 'sequelize';
import type { LikeList, ReportEvidence, StoredReport, Trend, TrendType } from '../domain/model';
import type { FiledReport } from '../domain/myReports';
import type { EventTrend, NewTrend, SocialStore, TrendQuery } from './socialStore';

interface TrendRow {
  id: string;
  author_id: string;
  type: number;
  content: string;
  img: string;
  created_at: Date;
}

interface ReportRow {
  id: string;
  reporter_id: string;
  target_id: string;
  types: number[];
  repeats: number;
  status: string;
  created_at: Date;
  updated_at: Date;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const toTrend = (row: TrendRow): Trend => ({
  id: Number(row.id),
  authorId: Number(row.author_id),
  type: row.type as TrendType,
  content: row.content,
  img: row.img,
  createTime: seconds(row.created_at),
});

const toReport = (row: ReportRow): StoredReport => ({
  id: Number(row.id),
  reporterId: Number(row.reporter_id),
  targetId: Number(row.target_id),
  types: row.types.map(Number),
  repeats: row.repeats,
  status: row.status,
  createTime: seconds(row.created_at),
  updateTime: seconds(row.updated_at),
});

const TREND_COLUMNS = 'id, author_id, type, content, img, created_at';

/** SocialStore on PostgreSQL through Sequelize, in the `social_svc` schema. */
export class DatabaseSocialStore extends SchemaStore implements SocialStore {
  async toggleFollow(followerId: number, targetId: number) {
    const toggled = await this.db.transaction(async (transaction) => {
      const removed = await this.rows<{ target_id: string }>(
        `DELETE FROM ${this.t('follows')} WHERE follower_id = :followerId AND target_id = :targetId RETURNING target_id`,
        { followerId, targetId },
        transaction,
      );
      if (removed.length === 0) {
        await this.db.query(
          `INSERT INTO ${this.t('follows')} (follower_id, target_id) VALUES (:followerId, :targetId) ON CONFLICT DO NOTHING`,
          { replacements: { followerId, targetId }, transaction },
        );
      }
      const [count] = await this.rows<{ n: string }>(
        `SELECT count(*) AS n FROM ${this.t('follows')} WHERE target_id = :targetId`,
        { targetId },
        transaction,
      );
      return { following: removed.length === 0, likecount: Number(count?.n ?? 0) };
    });
    return this.wrote(followerId, toggled);
  }

  async listFollowIds(userId: number, which: LikeList, limit: number, offset = 0) {
    const sql = {
      i_like: `SELECT target_id AS id FROM ${this.t('follows')} WHERE follower_id = :userId
               ORDER BY created_at DESC, target_id DESC LIMIT :limit OFFSET :offset`,
      love_me: `SELECT follower_id AS id FROM ${this.t('follows')} WHERE target_id = :userId
                ORDER BY created_at DESC, follower_id DESC LIMIT :limit OFFSET :offset`,
      mutual_like: `SELECT mine.target_id AS id FROM ${this.t('follows')} mine
                    JOIN ${this.t('follows')} theirs ON theirs.follower_id = mine.target_id AND theirs.target_id = mine.follower_id
                    WHERE mine.follower_id = :userId
                    ORDER BY greatest(mine.created_at, theirs.created_at) DESC, mine.target_id DESC LIMIT :limit OFFSET :offset`,
    }[which];
    const rows = await this.replicaRows<{ id: string }>(userId, sql, { userId, limit, offset });
    return rows.map((row) => Number(row.id));
  }

  async followerCounts(ids: number[]) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await this.replicaRows<{ id: string; n: string }>(
      null,
      `SELECT target_id AS id, count(*) AS n FROM ${this.t('follows')} WHERE target_id IN (:ids) GROUP BY target_id`,
      { ids },
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.n)]));
  }

  async followedBy(viewerId: number, ids: number[]) {
    if (ids.length === 0) return new Set<number>();
    const rows = await this.replicaRows<{ id: string }>(
      viewerId,
      `SELECT target_id AS id FROM ${this.t('follows')} WHERE follower_id = :viewerId AND target_id IN (:ids)`,
      { viewerId, ids },
    );
    return new Set(rows.map((row) => Number(row.id)));
  }

  async insertTrend(trend: NewTrend) {
    const [row] = await this.rows<TrendRow>(
      `INSERT INTO ${this.t('trends')} (author_id, type, content, img) VALUES (:authorId, :type, :content, :img)
       RETURNING ${TREND_COLUMNS}`,
      { ...trend },
    );
    return this.wrote(trend.authorId, toTrend(row!));
  }

  private trendFilter(query: Pick<TrendQuery, 'authorId' | 'excludeAuthors' | 'beforeId'>) {
    const conditions: string[] = [];
    const replacements: Record<string, unknown> = {};
    if (query.authorId !== undefined) {
      conditions.push('author_id = :authorId');
      replacements.authorId = query.authorId;
    }
    if (query.excludeAuthors.length > 0) {
      conditions.push('author_id NOT IN (:exclude)');
      replacements.exclude = query.excludeAuthors;
    }
    if (query.beforeId) {
      conditions.push(`(created_at, id) < (SELECT created_at, id FROM ${this.t('trends')} WHERE id = :beforeId)`);
      replacements.beforeId = query.beforeId;
    }
    return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', replacements };
  }

  /** Newest first off trends_feed / trends_author: the page costs its own rows, never a count. */
  async listTrends(query: TrendQuery) {
    const { where, replacements } = this.trendFilter(query);
    const rows = await this.replicaRows<TrendRow>(
      query.viewerId ?? null,
      `SELECT ${TREND_COLUMNS} FROM ${this.t('trends')} ${where}
       ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
      { ...replacements, offset: query.offset, limit: query.limit },
    );
    return rows.map(toTrend);
  }

  async countTrendsWhere(query: Pick<TrendQuery, 'authorId' | 'excludeAuthors'>) {
    const { where, replacements } = this.trendFilter(query);
    const [row] = await this.replicaRows<{ n: string }>(
      null,
      `SELECT count(*) AS n FROM ${this.t('trends')} ${where}`,
      replacements,
    );
    return Number(row?.n ?? 0);
  }

  async findTrend(id: number) {
    const [row] = await this.rows<TrendRow>(`SELECT ${TREND_COLUMNS} FROM ${this.t('trends')} WHERE id = :id`, { id });
    return row ? toTrend(row) : null;
  }

  async deleteTrend(id: number) {
    const [row] = await this.rows<{ author_id: string }>(
      `DELETE FROM ${this.t('trends')} WHERE id = :id RETURNING author_id`,
      { id },
    );
    if (row) await this.wrote(Number(row.author_id));
  }

  async countTrends(authorId: number) {
    const [row] = await this.rows<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.t('trends')} WHERE author_id = :authorId`,
      { authorId },
    );
    return Number(row?.n ?? 0);
  }

  async fileReport(reporterId: number, targetId: number, type: number, since: Date, evidence?: ReportEvidence) {
    return this.db.transaction(async (transaction) => {
      // Two reports of the same pair at once must still merge: serialize per pair.
      await this.db.query(`SELECT pg_advisory_xact_lock(hashtext(:key))`, {
        replacements: { key: `${this.schema}.report:${reporterId}:${targetId}` },
        transaction,
      });
      const [open] = await this.rows<{ id: string }>(
        `SELECT id FROM ${this.t('reports')}
         WHERE reporter_id = :reporterId AND target_id = :targetId AND status = 'open' AND created_at > :since
         ORDER BY created_at DESC LIMIT 1`,
        { reporterId, targetId, since },
        transaction,
      );
      if (open) {
        await this.db.query(
          `UPDATE ${this.t('reports')}
           SET repeats = repeats + 1, updated_at = now(),
               types = CASE WHEN :type = ANY(types) THEN types ELSE array_append(types, CAST(:type AS smallint)) END
           WHERE id = :id`,
          { replacements: { id: open.id, type }, transaction },
        );
        await this.attachEvidence(Number(open.id), evidence, transaction);
        return { id: Number(open.id), merged: true };
      }
      const [created] = await this.rows<{ id: string }>(
        `INSERT INTO ${this.t('reports')} (reporter_id, target_id, types) VALUES (:reporterId, :targetId, ARRAY[CAST(:type AS smallint)])
         RETURNING id`,
        { reporterId, targetId, type },
        transaction,
      );
      await this.attachEvidence(Number(created!.id), evidence, transaction);
      return { id: Number(created!.id), merged: false };
    });
  }

  private async attachEvidence(reportId: number, evidence: ReportEvidence | undefined, transaction: Transaction) {
    if (!evidence) return;
    await this.db.query(
      `INSERT INTO ${this.t('report_evidence')} (report_id, kind, message_id, content, sent_at, flagged)
       VALUES (:reportId, :kind, :messageId, :content, :sentAt, :flagged) ON CONFLICT DO NOTHING`,
      { replacements: { reportId, ...evidence }, transaction },
    );
  }

  async listReports(status: 'open' | 'all', offset: number, limit: number) {
    const where = status === 'open' ? `WHERE status = 'open'` : '';
    const [rows, counted] = await Promise.all([
      this.rows<ReportRow>(
        `SELECT * FROM ${this.t('reports')} ${where} ORDER BY updated_at DESC, id DESC LIMIT :limit OFFSET :offset`,
        { limit, offset },
      ),
      this.rows<{ n: string }>(`SELECT count(*) AS n FROM ${this.t('reports')} ${where}`),
    ]);
    return { reports: rows.map(toReport), total: Number(counted[0]?.n ?? 0) };
  }

  async listReportsBy(reporterId: number, offset: number, limit: number) {
    const [rows, counted] = await Promise.all([
      this.rows<ReportRow & { evidence: string }>(
        `SELECT r.*, (SELECT count(*) FROM ${this.t('report_evidence')} e WHERE e.report_id = r.id) AS evidence
           FROM ${this.t('reports')} r WHERE reporter_id = :reporterId
          ORDER BY created_at DESC, id DESC LIMIT :limit OFFSET :offset`,
        { reporterId, limit, offset },
      ),
      this.rows<{ n: string }>(`SELECT count(*) AS n FROM ${this.t('reports')} WHERE reporter_id = :reporterId`, {
        reporterId,
      }),
    ]);
    const reports = rows.map((row): FiledReport => ({ ...toReport(row), evidence: Number(row.evidence) }));
    return { reports, total: Number(counted[0]?.n ?? 0) };
  }

  async block(userId: number, targetId: number) {
    await this.db.transaction(async (transaction) => {
      await this.db.query(
        `INSERT INTO ${this.t('blocks')} (user_id, target_id) VALUES (:userId, :targetId) ON CONFLICT DO NOTHING`,
        { replacements: { userId, targetId }, transaction },
      );
      await this.db.query(
        `DELETE FROM ${this.t('follows')}
         WHERE (follower_id = :userId AND target_id = :targetId) OR (follower_id = :targetId AND target_id = :userId)`,
        { replacements: { userId, targetId }, transaction },
      );
    });
    await this.wrote(userId);
  }

  async unblock(userId: number, targetId: number) {
    await this.db.query(`DELETE FROM ${this.t('blocks')} WHERE user_id = :userId AND target_id = :targetId`, {
      replacements: { userId, targetId },
    });
    await this.wrote(userId);
  }

  async listBlocked(userId: number) {
    const rows = await this.replicaRows<{ id: string }>(
      userId,
      `SELECT target_id AS id FROM ${this.t('blocks')} WHERE user_id = :userId ORDER BY created_at DESC, target_id DESC`,
      { userId },
    );
    return rows.map((row) => Number(row.id));
  }

  async blockedEitherWay(userId: number) {
    const rows = await this.rows<{ id: string }>(
      `SELECT target_id AS id FROM ${this.t('blocks')} WHERE user_id = :userId
       UNION SELECT user_id AS id FROM ${this.t('blocks')} WHERE target_id = :userId`,
      { userId },
    );
    return rows.map((row) => Number(row.id));
  }

  async isBlocked(a: number, b: number) {
    const rows = await this.rows<{ one: number }>(
      `SELECT 1 AS one FROM ${this.t('blocks')}
       WHERE (user_id = :a AND target_id = :b) OR (user_id = :b AND target_id = :a) LIMIT 1`,
      { a, b },
    );
    return rows.length > 0;
  }

  async eventCursor() {
    const [row] = await this.rows<{ last_id: string }>(
      `SELECT last_id FROM ${this.t('event_cursors')} WHERE name = 'account_events'`,
    );
    return Number(row?.last_id ?? 0);
  }

  async applyAccountEvents(
    lastEventId: number,
    items: EventTrend[],
    erased: Array<{ eventId: number; userId: number }> = [],
  ) {
    return this.db.transaction(async (transaction) => {
      // Replicas reading the outbox at once take turns; a batch already applied changes nothing.
      const [cursor] = await this.rows<{ last_id: string }>(
        `SELECT last_id FROM ${this.t('event_cursors')} WHERE name = 'account_events' FOR UPDATE`,
        {},
        transaction,
      );
      const applied = Number(cursor?.last_id ?? 0);
      const fresh = items.filter((item) => item.eventId > applied);
      for (const item of fresh) {
        await this.db.query(
          `INSERT INTO ${this.t('trends')} (author_id, type, content, img, source_event_id, created_at)
           VALUES (:authorId, :type, :content, :img, :eventId, to_timestamp(:createTime))
           ON CONFLICT (source_event_id) DO NOTHING`,
          { replacements: { ...item }, transaction },
        );
      }
      const unfollowed: FollowPair[] = [];
      for (const erasure of erased.filter((e) => e.eventId > applied)) {
        unfollowed.push(...(await eraseMember(this.db, this.schema, erasure.userId, transaction)));
      }
      if (lastEventId > applied) {
        await this.db.query(
          `UPDATE ${this.t('event_cursors')} SET last_id = :lastEventId WHERE name = 'account_events'`,
          {
            replacements: { lastEventId },
            transaction,
          },
        );
      }
      return unfollowed;
    });
  }
}
