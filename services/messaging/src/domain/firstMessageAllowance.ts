/**
 * The first-message allowance (docs/safety.md, "Scam and spam signals"): how many chats a member may
 * start an hour, by the account's age and its standing in the risk queue. Old accounts in good standing
 * have none, and their sends take no query for it: each sender's standing is kept in this process.
 */
import type { Logger } from '@kindred/kit';

export type RiskCaseState = 'open' | 'limited' | 'suspended' | 'cleared';

/** The refusal's reason (`error.first_message_limit`): the allowance of this hour is used up. */
export const FIRST_MESSAGE_LIMIT = 'first_message_limit';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Allowance per hour by account age, youngest first; older than the last: none. */
export const ALLOWANCE_BY_AGE: ReadonlyArray<{ youngerThanMs: number; perHour: number }> = [
  { youngerThanMs: DAY, perHour: 10 },
  { youngerThanMs: 7 * DAY, perHour: 20 },
  { youngerThanMs: 30 * DAY, perHour: 40 },
];
/** A limited (or suspended) case's allowance, whatever the account's age. */
export const LIMITED_PER_HOUR = 2;
/** An open case from this score halves the allowance (an account old enough to have none gets half the last). */
export const HALVING_SCORE = 50;

/** What the allowance depends on: when the account was made (ms, 0: not known) and its case. */
export interface SenderStanding {
  registeredAt: number;
  caseState: RiskCaseState | null;
  caseScore: number;
}

/**
 * First messages the sender may send this hour, or null for no allowance. A registration time that is
 * not known gives none (the user service away must not stop chats); the case still counts.
 */
export function firstMessageAllowance(standing: SenderStanding, now: number): number | null {
  if (standing.caseState === 'limited' || standing.caseState === 'suspended') return LIMITED_PER_HOUR;
  const age = standing.registeredAt > 0 ? now - standing.registeredAt : Infinity;
  const byAge = ALLOWANCE_BY_AGE.find((tier) => age < tier.youngerThanMs)?.perHour ?? null;
  if (standing.caseState === 'open' && standing.caseScore >= HALVING_SCORE)
    return Math.floor((byAge ?? ALLOWANCE_BY_AGE[ALLOWANCE_BY_AGE.length - 1]!.perHour) / 2);
  return byAge;
}

/** Where a standing comes from: the user service's registration times, the risk cases' states. */
export interface StandingSources {
  /** Registration times (unix ms) of the ids the user service knows. */
  registeredAt(ids: number[]): Promise<Map<number, number>>;
  cases(ids: number[]): Promise<Map<number, { state: RiskCaseState; score: number }>>;
}

/**
 * Each sender's standing, kept `ttlMs` (30 s): a sender's allowance costs a lookup once in that time,
 * not per message. A case this process changes is written here at once (`caseChanged`); one changed by
 * another replica is seen within the TTL.
 */
export class SenderStandings {
  private readonly kept = new Map<number, { standing: SenderStanding; until: number }>();

  constructor(
    private readonly sources: StandingSources,
    private readonly options: { ttlMs: number; logger?: Logger; now?: () => number; maxKept?: number },
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The standings of these senders, from what is kept or, for the others, one lookup of each source. */
  async of(ids: number[]): Promise<Map<number, SenderStanding>> {
    const now = this.now();
    const found = new Map<number, SenderStanding>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const entry = this.kept.get(id);
      if (entry && entry.until > now) found.set(id, entry.standing);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const [registered, cases] = await Promise.all([
      this.sources.registeredAt(missing).catch((err: Error) => {
        // Not known: no allowance by age, and not kept, so that the next batch asks again.
        this.options.logger?.warn({ err: err.message }, 'registration times not known');
        return null;
      }),
      this.sources.cases(missing),
    ]);
    if (this.kept.size + missing.length > (this.options.maxKept ?? 200_000)) this.kept.clear();
    for (const id of missing) {
      const risk = cases.get(id);
      const standing: SenderStanding = {
        registeredAt: registered?.get(id) ?? 0,
        caseState: risk?.state ?? null,
        caseScore: risk?.score ?? 0,
      };
      found.set(id, standing);
      if (registered) this.kept.set(id, { standing, until: now + this.options.ttlMs });
    }
    return found;
  }

  /** The allowances of these senders (only those who have one). */
  async allowances(ids: number[], now: number): Promise<Map<number, number>> {
    const allowances = new Map<number, number>();
    for (const [id, standing] of await this.of(ids)) {
      const perHour = firstMessageAllowance(standing, now);
      if (perHour !== null) allowances.set(id, perHour);
    }
    return allowances;
  }

  /** The registration time kept for a member (0: not kept or not known). */
  registeredAt(id: number): number {
    return this.kept.get(id)?.standing.registeredAt ?? 0;
  }

  /** A case this process changed: the sender's next send sees it. */
  caseChanged(id: number, risk: { state: RiskCaseState; score: number } | null): void {
    const entry = this.kept.get(id);
    if (!entry) return;
    entry.standing = { ...entry.standing, caseState: risk?.state ?? null, caseScore: risk?.score ?? 0 };
  }
}
