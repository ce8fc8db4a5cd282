/**
 * Scam and spam signals and the risk case they raise (docs/safety.md, "Scam and spam signals"): pure
 * rules over counts in sliding windows. A reason says what was counted (kinds, counts, pattern names, a
 * fingerprint), never what a message said.
 */
import { FIRST_MESSAGE_PATTERNS, type FirstMessagePattern } from './firstMessagePatterns';
import type { RiskCaseState } from './firstMessageAllowance';

export type RiskSignalKind =
  | 'same_first_message'
  | `first_message_${FirstMessagePattern}`
  | 'many_new_conversations'
  | 'blocked_by_many'
  | 'reported_by_many';

export interface RiskReason {
  kind: RiskSignalKind;
  count: number;
  window_hours: number;
  /** A fingerprint, a pattern's name or the account's age in days; '' when the count says it all. */
  detail: string;
}

/** What the windows counted for a member (distinct other members each time). */
export interface RiskCounts {
  /** The fingerprint sent to the most distinct members in 24 h (attempts refused by the allowance too). */
  sameFirstMessage: { fingerprint: string; recipients: number } | null;
  /** First messages with each pattern in 24 h. */
  patterns: Partial<Record<FirstMessagePattern, number>>;
  /** Members the account started a conversation with (or tried to) in 24 h. */
  newConversations: number;
  /** The account's age in ms (null: not known). */
  accountAgeMs: number | null;
  /** Members who blocked the account in 7 days. */
  blockedBy: number;
  /** Members who reported the account in 7 days. */
  reportedBy: number;
}

const DAY_HOURS = 24;
const WEEK_HOURS = 7 * 24;

/** Each signal's threshold, window and weight; a case opens at OPEN_SCORE. */
export const RISK_RULES = {
  same_first_message: { atLeast: 5, windowHours: DAY_HOURS, weight: 40, limits: true },
  first_message_link: { atLeast: 3, windowHours: DAY_HOURS, weight: 15, limits: false },
  first_message_phone: { atLeast: 3, windowHours: DAY_HOURS, weight: 10, limits: false },
  first_message_messenger: { atLeast: 3, windowHours: DAY_HOURS, weight: 15, limits: false },
  first_message_payment: { atLeast: 3, windowHours: DAY_HOURS, weight: 30, limits: false },
  many_new_conversations: { atLeast: 20, windowHours: DAY_HOURS, weight: 30, limits: true },
  blocked_by_many: { atLeast: 3, windowHours: WEEK_HOURS, weight: 30, limits: false },
  reported_by_many: { atLeast: 2, windowHours: WEEK_HOURS, weight: 30, limits: false },
} as const satisfies Record<RiskSignalKind, { atLeast: number; windowHours: number; weight: number; limits: boolean }>;

export const OPEN_SCORE = 30;
/** many_new_conversations counts for accounts younger than this only. */
export const NEW_ACCOUNT_MS = 7 * 24 * 3_600_000;
/** How long events are kept: the longest window and then some. */
export const EVENTS_KEPT_MS = 30 * 24 * 3_600_000;

export interface RiskAssessment {
  score: number;
  reasons: RiskReason[];
  /** A reason that limits the account at once, without staff (same_first_message, many_new_conversations). */
  limits: boolean;
}

/** The signals the counts raise, their score (the sum of their weights) and whether they limit. */
export function assessRisk(counts: RiskCounts): RiskAssessment {
  const reasons: RiskReason[] = [];
  const raise = (kind: RiskSignalKind, count: number, detail = '') => {
    const rule = RISK_RULES[kind];
    if (count >= rule.atLeast) reasons.push({ kind, count, window_hours: rule.windowHours, detail });
  };
  if (counts.sameFirstMessage)
    raise('same_first_message', counts.sameFirstMessage.recipients, counts.sameFirstMessage.fingerprint);
  for (const pattern of FIRST_MESSAGE_PATTERNS)
    raise(`first_message_${pattern}`, counts.patterns[pattern] ?? 0, pattern);
  if (counts.accountAgeMs !== null && counts.accountAgeMs < NEW_ACCOUNT_MS)
    raise('many_new_conversations', counts.newConversations, String(Math.floor(counts.accountAgeMs / 86_400_000)));
  raise('blocked_by_many', counts.blockedBy);
  raise('reported_by_many', counts.reportedBy);
  return {
    score: reasons.reduce((sum, reason) => sum + RISK_RULES[reason.kind].weight, 0),
    reasons,
    limits: reasons.some((reason) => RISK_RULES[reason.kind].limits),
  };
}

export interface RiskCase {
  memberId: number;
  state: RiskCaseState;
  score: number;
  reasons: RiskReason[];
  openedAt: number;
  updatedAt: number;
  decidedBy: number | null;
  decidedAt: number | null;
}

/**
 * The case after a recomputation (null: none, or nothing changes). Below OPEN_SCORE nothing opens and
 * an existing case keeps what raised it until staff decide; at or above it a case opens (`limited` at
 * once when a limiting signal is among the reasons), a cleared one reopens (its counts only cover
 * events after its decision), an open one becomes limited by a limiting signal, and a limited or
 * suspended one keeps its state with the new evidence.
 */
export function nextRiskCase(
  memberId: number,
  current: RiskCase | null,
  risk: RiskAssessment,
  now: number,
): RiskCase | null {
  if (risk.score < OPEN_SCORE) return null;
  const evidence = { score: risk.score, reasons: risk.reasons, updatedAt: now };
  if (!current || current.state === 'cleared')
    return {
      memberId,
      state: risk.limits ? 'limited' : 'open',
      ...evidence,
      openedAt: now,
      decidedBy: null,
      decidedAt: null,
    };
  const state = current.state === 'open' && risk.limits ? 'limited' : current.state;
  if (state === current.state && sameEvidence(current, risk)) return null;
  return { ...current, ...evidence, state };
}

function sameEvidence(current: RiskCase, risk: RiskAssessment): boolean {
  return current.score === risk.score && JSON.stringify(current.reasons) === JSON.stringify(risk.reasons);
}

/** Reasons the new case has that the old one had not (each counted once in kindred_risk_signals_total). */
export function newSignals(before: RiskCase | null, after: RiskCase): RiskSignalKind[] {
  const had = new Set(before && before.state !== 'cleared' ? before.reasons.map((r) => r.kind) : []);
  return after.reasons.map((r) => r.kind).filter((kind) => !had.has(kind));
}

export type RiskDecision = 'limit' | 'clear' | 'suspend';

const DECIDED_STATE: Record<RiskDecision, RiskCaseState> = { limit: 'limited', clear: 'cleared', suspend: 'suspended' };

/** A staff decision on a member's case; a member with none gets one (limit, suspend) from the queue's row. */
export function decideRiskCase(
  memberId: number,
  current: RiskCase | null,
  decision: RiskDecision,
  staffId: number,
  now: number,
): RiskCase {
  const base: RiskCase = current ?? {
    memberId,
    state: 'open',
    score: 0,
    reasons: [],
    openedAt: now,
    updatedAt: now,
    decidedBy: null,
    decidedAt: null,
  };
  return { ...base, state: DECIDED_STATE[decision], updatedAt: now, decidedBy: staffId, decidedAt: now };
}
