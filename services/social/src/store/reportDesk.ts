import { SchemaStore } from '@kindred/kit';

export interface ReportGroupRow {
  targetId: number;
  count: number;
  types: { ads: number; offensive: number; illegal: number };
  reporterIds: number[];
  latest: number;
}

export interface MemberReportRow {
  id: number;
  reporterId: number;
  targetId: number;
  types: number[];
  status: string;
  createTime: number;
  /** Messages attached as evidence: the count (their text is `evidence`'s, an audited read). */
  evidence: number;
}

export interface EvidenceRow {
  kind: string;
  messageId: number;
  content: string;
  sentAt: number;
  flagged: boolean;
  attachedAt: number;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The staff console's view of reports (docs/staff-api.md, "Reports"): open reports grouped by the
 * reported member, a member's reports either way, and closing a member's open reports.
 */
export class ReportDesk extends SchemaStore {
  async groups(offset: number, limit: number): Promise<{ groups: ReportGroupRow[]; total: number }> {
    const [counted] = await this.rows<{ count: string }>(
      `SELECT count(DISTINCT target_id) FROM ${this.t('reports')} WHERE status = 'open'`,
    );
    const rows = await this.rows<{
      target_id: string;
      count: string;
      ads: string;
      offensive: string;
      illegal: string;
      reporter_ids: string[];
      latest: Date;
    }>(
      `SELECT target_id, count(*) AS count,
              count(*) FILTER (WHERE 1 = ANY(types)) AS ads,
              count(*) FILTER (WHERE 2 = ANY(types)) AS offensive,
              count(*) FILTER (WHERE 3 = ANY(types)) AS illegal,
              array_agg(DISTINCT reporter_id) AS reporter_ids,
              max(updated_at) AS latest
       FROM ${this.t('reports')} WHERE status = 'open'
       GROUP BY target_id ORDER BY max(updated_at) DESC, target_id DESC LIMIT :limit OFFSET :offset`,
      { limit, offset },
    );
    return {
      total: Number(counted?.count ?? 0),
      groups: rows.map((r) => ({
        targetId: Number(r.target_id),
        count: Number(r.count),
        types: { ads: Number(r.ads), offensive: Number(r.offensive), illegal: Number(r.illegal) },
        reporterIds: r.reporter_ids.map(Number),
        latest: seconds(r.latest),
      })),
    };
  }

  async ofMember(userId: number, role: 'target' | 'reporter', limit: number): Promise<MemberReportRow[]> {
    const column = role === 'target' ? 'target_id' : 'reporter_id';
    const rows = await this.rows<{
      id: string;
      reporter_id: string;
      target_id: string;
      types: number[];
      status: string;
      created_at: Date;
      evidence: string;
    }>(
      `SELECT r.*, (SELECT count(*) FROM ${this.t('report_evidence')} e WHERE e.report_id = r.id) AS evidence
         FROM ${this.t('reports')} r WHERE ${column} = :userId ORDER BY id DESC LIMIT :limit`,
      { userId, limit },
    );
    return rows.map((r) => ({
      id: Number(r.id),
      reporterId: Number(r.reporter_id),
      targetId: Number(r.target_id),
      types: r.types.map(Number),
      status: r.status,
      createTime: seconds(r.created_at),
      evidence: Number(r.evidence),
    }));
  }

  /** A report's parties and the messages its reporter attached (null: no such report). */
  async evidence(reportId: number): Promise<{ reporterId: number; targetId: number; items: EvidenceRow[] } | null> {
    const [report] = await this.rows<{ reporter_id: string; target_id: string }>(
      `SELECT reporter_id, target_id FROM ${this.t('reports')} WHERE id = :reportId`,
      { reportId },
    );
    if (!report) return null;
    const items = await this.rows<{
      kind: string;
      message_id: string;
      content: string;
      sent_at: string;
      flagged: boolean;
      attached_at: Date;
    }>(
      `SELECT kind, message_id, content, sent_at, flagged, attached_at FROM ${this.t('report_evidence')}
        WHERE report_id = :reportId ORDER BY sent_at, message_id`,
      { reportId },
    );
    return {
      reporterId: Number(report.reporter_id),
      targetId: Number(report.target_id),
      items: items.map((e) => ({
        kind: e.kind,
        messageId: Number(e.message_id),
        content: e.content,
        sentAt: Number(e.sent_at),
        flagged: e.flagged,
        attachedAt: seconds(e.attached_at),
      })),
    };
  }

  /** Closes every open report on the member with the outcome; answers the reporters told. */
  async resolve(targetId: number, outcome: 'dismissed' | 'warned' | 'suspended'): Promise<number[]> {
    const rows = await this.rows<{ reporter_id: string }>(
      `UPDATE ${this.t('reports')} SET status = :outcome, updated_at = now()
       WHERE target_id = :targetId AND status = 'open' RETURNING reporter_id`,
      { targetId, outcome },
    );
    return rows.map((r) => Number(r.reporter_id));
  }

  async countOpen(): Promise<number> {
    const [row] = await this.rows<{ count: string }>(`SELECT count(*) FROM ${this.t('reports')} WHERE status = 'open'`);
    return Number(row?.count ?? 0);
  }
}
