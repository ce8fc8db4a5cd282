/**
 * The staff risk queue's cases (docs/safety.md, "Scam and spam signals"): events in, signals recomputed
 * over their windows, a case opened, limited or kept; staff list and decide. Recomputing happens after
 * a chat batch is answered (off the reply's path) and after a complaint.
 */
import { InputError, NotFoundError, type Logger } from '@kindred/kit';
import type { RiskEvent, RiskStore } from '../store/riskStore';
import { firstMessageFingerprint, type FirstMessagePattern } from './firstMessagePatterns';
import type { SenderStandings } from './firstMessageAllowance';
import {
  assessRisk,
  decideRiskCase,
  EVENTS_KEPT_MS,
  newSignals,
  nextRiskCase,
  RISK_RULES,
  type RiskCase,
  type RiskDecision,
  type RiskSignalKind,
} from './riskSignals';

/** A chat's first message, stored or refused by the allowance: counted, never kept as text. */
export interface FirstMessageAttempt {
  senderId: number;
  recipientId: number;
  at: number;
  fingerprint: string | null;
  patterns: readonly FirstMessagePattern[];
  /** Refused by the first-message allowance (counted in kindred_first_message_limited_total). */
  refused: boolean;
}

/** What the chat store needs of the first-message rules: allowances before a batch, its first messages after. */
export interface FirstMessageGuard {
  /** The senders' first messages an hour, for those who have an allowance. */
  allowances(senderIds: number[], now: number): Promise<Map<number, number>>;
  noteFirstMessages(attempts: FirstMessageAttempt[]): void;
}

/** A first message as counted: its fingerprint and patterns, never its text. */
export function firstMessageAttempt(
  senderId: number,
  message: { recipientId: number; type: string; content: string },
  patterns: FirstMessagePattern[],
  at: number,
  refused = false,
): FirstMessageAttempt {
  const fingerprint = message.type === 'txt' ? firstMessageFingerprint(message.content) : null;
  return { senderId, recipientId: message.recipientId, at, fingerprint, patterns, refused };
}

export interface RiskMetrics {
  /** A signal newly among a case's reasons (kindred_risk_signals_total{kind}). */
  signal(kind: RiskSignalKind): void;
  /** A first message refused by the allowance (kindred_first_message_limited_total). */
  limited(): void;
}

export const RISK_PAGE = 20;
const HOUR = 3_600_000;
const RECOMPUTE_AT_ONCE = 4;

export class RiskCases {
  private pending: FirstMessageAttempt[] = [];

  constructor(
    private readonly store: RiskStore,
    private readonly options: {
      standings?: SenderStandings;
      metrics?: RiskMetrics;
      logger?: Logger;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** Queues a batch's first messages; `settle` records them and recomputes their senders. */
  noteFirstMessages(attempts: FirstMessageAttempt[]): void {
    for (const attempt of attempts) {
      this.pending.push(attempt);
      if (attempt.refused) this.options.metrics?.limited();
    }
  }

  /** Records what was queued and recomputes its senders; a failure is logged, never thrown at a sender. */
  async settle(): Promise<void> {
    if (!this.pending.length) return;
    const attempts = this.pending;
    this.pending = [];
    try {
      await this.store.recordEvents(
        attempts.map((a): RiskEvent => ({
          memberId: a.senderId,
          kind: 'first_message',
          at: a.at,
          otherId: a.recipientId,
          fingerprint: a.fingerprint,
          patterns: a.patterns,
        })),
      );
      // A few senders at a time: the next chat batch waits for this, and shares the database pool.
      const senders = [...new Set(attempts.map((a) => a.senderId))];
      for (let i = 0; i < senders.length; i += RECOMPUTE_AT_ONCE)
        await Promise.all(senders.slice(i, i + RECOMPUTE_AT_ONCE).map((id) => this.recompute(id)));
    } catch (err) {
      this.options.logger?.warn({ err: (err as Error).message, senders: attempts.length }, 'risk signals not noted');
    }
  }

  /** A member blocked or reported `memberId` (the edge tells after the block or report is made). */
  async noteComplaint(memberId: number, kind: string, by: number): Promise<void> {
    checkId(memberId, 'member_id');
    checkId(by, 'by');
    if (kind !== 'blocked' && kind !== 'reported') throw new InputError({ kind: 'invalid' });
    if (memberId === by) throw new InputError({ by: 'invalid' });
    const at = this.now();
    await this.store.recordEvents([{ memberId, kind, at, otherId: by, fingerprint: null, patterns: [] }]);
    await this.recompute(memberId);
  }

  /** The member's signals over their windows; the case opened, updated or left as it is. */
  async recompute(memberId: number): Promise<RiskCase | null> {
    const now = this.now();
    await this.store.forgetEvents(now - EVENTS_KEPT_MS, memberId);
    const current = await this.store.findCase(memberId);
    // A cleared case reopens only on what happened after staff cleared it.
    const after = current?.state === 'cleared' ? (current.decidedAt ?? 0) : 0;
    const counts = await this.store.counts(
      memberId,
      Math.max(now - RISK_RULES.same_first_message.windowHours * HOUR, after),
      Math.max(now - RISK_RULES.blocked_by_many.windowHours * HOUR, after),
    );
    const registeredAt = await this.registeredAt(memberId);
    const risk = assessRisk({ ...counts, accountAgeMs: registeredAt > 0 ? now - registeredAt : null });
    const next = nextRiskCase(memberId, current, risk, now);
    if (!next) return current;
    await this.store.saveCase(next);
    this.options.standings?.caseChanged(memberId, next);
    for (const kind of newSignals(current, next)) this.options.metrics?.signal(kind);
    return next;
  }

  private async registeredAt(memberId: number): Promise<number> {
    const standings = this.options.standings;
    if (!standings) return 0;
    const kept = standings.registeredAt(memberId);
    return kept || ((await standings.of([memberId])).get(memberId)?.registeredAt ?? 0);
  }

  /** A page of the queue: open and limited cases, highest score first. */
  async list(page: number): Promise<{ cases: RiskCase[]; page: number; lastPage: number; total: number }> {
    const at = Number.isSafeInteger(page) && page > 0 ? page : 1;
    const { cases, total } = await this.store.listCases((at - 1) * RISK_PAGE, RISK_PAGE);
    return { cases, page: at, lastPage: Math.max(1, Math.ceil(total / RISK_PAGE)), total };
  }

  /** Staff limit, clear or suspend a member's case; answers it before and after (the audit log's row). */
  async decide(
    memberId: number,
    decision: string,
    staffId: number,
  ): Promise<{ before: RiskCase | null; after: RiskCase }> {
    checkId(memberId, 'member_id');
    checkId(staffId, 'staff_id');
    if (decision !== 'limit' && decision !== 'clear' && decision !== 'suspend')
      throw new InputError({ decision: 'invalid' });
    const before = await this.store.findCase(memberId);
    if (!before && decision === 'clear') throw new NotFoundError('risk_case_not_found');
    const after = decideRiskCase(memberId, before, decision as RiskDecision, staffId, this.now());
    await this.store.saveCase(after);
    this.options.standings?.caseChanged(memberId, after);
    return { before, after };
  }

  /** Forgets every member's events past their keeping time (a timer calls it hourly). */
  async forgetOldEvents(): Promise<void> {
    await this.store.forgetEvents(this.now() - EVENTS_KEPT_MS);
  }
}

function checkId(value: number, field: string): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new InputError({ [field]: 'invalid' });
}
