import { QueryTypes, type Sequelize } from 'sequelize';
import type { FirstMessagePattern } from '../domain/firstMessagePatterns';
import type { RiskCaseState } from '../domain/firstMessageAllowance';
import type { RiskCase, RiskCounts, RiskReason } from '../domain/riskSignals';

/** One counted event (docs/safety.md, "Scam and spam signals"): never a message's text. */
export interface RiskEvent {
  memberId: number;
  kind: 'first_message' | 'blocked' | 'reported';
  at: number;
  /** The recipient of a first message, or who blocked or reported the member. */
  otherId: number | null;
  fingerprint: string | null;
  patterns: readonly FirstMessagePattern[];
}

/** Where the risk events and cases are kept (tables `risk_events`, `risk_cases`). */
export interface RiskStore {
  recordEvents(events: RiskEvent[]): Promise<void>;
  /** The member's counts: first messages after `daySince`, blocks and reports after `weekSince`. */
  counts(memberId: number, daySince: number, weekSince: number): Promise<Omit<RiskCounts, 'accountAgeMs'>>;
  /** Forgets events older than `before` (one member's, or everyone's). */
  forgetEvents(before: number, memberId?: number): Promise<void>;
  findCase(memberId: number): Promise<RiskCase | null>;
  casesOf(memberIds: number[]): Promise<Map<number, { state: RiskCaseState; score: number }>>;
  saveCase(riskCase: RiskCase): Promise<void>;
  /** Open and limited cases, highest score first, then the latest updated. */
  listCases(offset: number, limit: number): Promise<{ cases: RiskCase[]; total: number }>;
  countByState(): Promise<Map<RiskCaseState, number>>;
}

interface CaseRow {
  member_id: string;
  state: RiskCaseState;
  score: number;
  reasons: RiskReason[];
  opened_at: string;
  updated_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

const toCase = (row: CaseRow): RiskCase => ({
  memberId: Number(row.member_id),
  state: row.state,
  score: row.score,
  reasons: row.reasons,
  openedAt: Number(row.opened_at),
  updatedAt: Number(row.updated_at),
  decidedBy: row.decided_by === null ? null : Number(row.decided_by),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

const CASE_COLUMNS = 'member_id, state, score, reasons, opened_at, updated_at, decided_by, decided_at';

export class DatabaseRiskStore implements RiskStore {
  private readonly s: string;

  constructor(
    private readonly sequelize: Sequelize,
    schema: string,
  ) {
    this.s = `"${schema}"`;
  }

  private select<T extends object>(sql: string, bind: unknown[]): Promise<T[]> {
    return this.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
  }

  async recordEvents(events: RiskEvent[]): Promise<void> {
    if (!events.length) return;
    await this.sequelize.query(
      `INSERT INTO ${this.s}.risk_events (member_id, kind, at, other_id, fingerprint, patterns)
       SELECT (r->>0)::bigint, r->>1, (r->>2)::bigint, (r->>3)::bigint, r->>4,
              ARRAY(SELECT json_array_elements_text(r->5))
         FROM json_array_elements($1::json) AS r`,
      {
        bind: [JSON.stringify(events.map((e) => [e.memberId, e.kind, e.at, e.otherId, e.fingerprint, e.patterns]))],
      },
    );
  }

  async counts(memberId: number, daySince: number, weekSince: number) {
    const [row] = await this.select<{
      same: string | null;
      conversations: string;
      link: string;
      phone: string;
      messenger: string;
      payment: string;
      blocked: string;
      reported: string;
    }>(
      `WITH e AS (
         SELECT kind, at, other_id, fingerprint, patterns FROM ${this.s}.risk_events
          WHERE member_id = $1 AND at > LEAST($2::bigint, $3::bigint)
       ), firsts AS (SELECT * FROM e WHERE kind = 'first_message' AND at > $2)
       SELECT
         (SELECT fingerprint || ':' || n FROM (
            SELECT fingerprint, count(DISTINCT other_id) AS n FROM firsts
             WHERE fingerprint IS NOT NULL GROUP BY fingerprint ORDER BY n DESC, fingerprint LIMIT 1) f) AS same,
         (SELECT count(DISTINCT other_id) FROM firsts) AS conversations,
         (SELECT count(DISTINCT other_id) FROM firsts WHERE 'link' = ANY(patterns)) AS link,
         (SELECT count(DISTINCT other_id) FROM firsts WHERE 'phone' = ANY(patterns)) AS phone,
         (SELECT count(DISTINCT other_id) FROM firsts WHERE 'messenger' = ANY(patterns)) AS messenger,
         (SELECT count(DISTINCT other_id) FROM firsts WHERE 'payment' = ANY(patterns)) AS payment,
         (SELECT count(DISTINCT other_id) FROM e WHERE kind = 'blocked' AND at > $3) AS blocked,
         (SELECT count(DISTINCT other_id) FROM e WHERE kind = 'reported' AND at > $3) AS reported`,
      [memberId, daySince, weekSince],
    );
    const same = row?.same ? row.same.split(':') : null;
    return {
      sameFirstMessage: same ? { fingerprint: same[0]!, recipients: Number(same[1]) } : null,
      patterns: {
        link: Number(row?.link ?? 0),
        phone: Number(row?.phone ?? 0),
        messenger: Number(row?.messenger ?? 0),
        payment: Number(row?.payment ?? 0),
      },
      newConversations: Number(row?.conversations ?? 0),
      blockedBy: Number(row?.blocked ?? 0),
      reportedBy: Number(row?.reported ?? 0),
    };
  }

  async forgetEvents(before: number, memberId?: number): Promise<void> {
    await this.sequelize.query(
      memberId === undefined
        ? `DELETE FROM ${this.s}.risk_events WHERE at < $1`
        : `DELETE FROM ${this.s}.risk_events WHERE member_id = $2 AND at < $1`,
      { bind: memberId === undefined ? [before] : [before, memberId] },
    );
  }

  async findCase(memberId: number): Promise<RiskCase | null> {
    const [row] = await this.select<CaseRow>(`SELECT ${CASE_COLUMNS} FROM ${this.s}.risk_cases WHERE member_id = $1`, [
      memberId,
    ]);
    return row ? toCase(row) : null;
  }

  async casesOf(memberIds: number[]) {
    const rows = memberIds.length
      ? await this.select<{ member_id: string; state: RiskCaseState; score: number }>(
          `SELECT member_id, state, score FROM ${this.s}.risk_cases WHERE member_id = ANY($1::bigint[])`,
          [memberIds],
        )
      : [];
    return new Map(rows.map((r) => [Number(r.member_id), { state: r.state, score: r.score }]));
  }

  async saveCase(c: RiskCase): Promise<void> {
    await this.sequelize.query(
      `INSERT INTO ${this.s}.risk_cases (${CASE_COLUMNS}) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
       ON CONFLICT (member_id) DO UPDATE SET state = excluded.state, score = excluded.score,
         reasons = excluded.reasons, opened_at = excluded.opened_at, updated_at = excluded.updated_at,
         decided_by = excluded.decided_by, decided_at = excluded.decided_at`,
      {
        bind: [
          c.memberId,
          c.state,
          c.score,
          JSON.stringify(c.reasons),
          c.openedAt,
          c.updatedAt,
          c.decidedBy,
          c.decidedAt,
        ],
      },
    );
  }

  async listCases(offset: number, limit: number) {
    const rows = await this.select<CaseRow & { total: string }>(
      `SELECT ${CASE_COLUMNS}, count(*) OVER () AS total FROM ${this.s}.risk_cases
        WHERE state IN ('open', 'limited')
        ORDER BY score DESC, updated_at DESC, member_id LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const total = rows.length
      ? Number(rows[0]!.total)
      : Number(
          (
            await this.select<{ n: string }>(
              `SELECT count(*) AS n FROM ${this.s}.risk_cases WHERE state IN ('open', 'limited')`,
              [],
            )
          )[0]?.n ?? 0,
        );
    return { cases: rows.map(toCase), total };
  }

  async countByState() {
    const rows = await this.select<{ state: RiskCaseState; n: string }>(
      `SELECT state, count(*) AS n FROM ${this.s}.risk_cases GROUP BY state`,
      [],
    );
    return new Map(rows.map((r) => [r.state, Number(r.n)]));
  }
}
