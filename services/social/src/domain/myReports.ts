/**
 * A member's own reports as their safety centre shows them (docs/safety.md, "Safety centre"). The
 * reporter learns whether staff acted, never how: a warning and a suspension both read "action taken".
 */

/** What the reporter is told of a report. */
export type ReportOutcome = 'open' | 'action_taken' | 'no_action';

export const MY_REPORTS_PER_PAGE = 20;

/** A report as the store keeps it, for its reporter. */
export interface FiledReport {
  id: number;
  targetId: number;
  types: number[];
  /** The staff status: open, dismissed, warned, suspended. */
  status: string;
  /** Seconds. */
  createTime: number;
  /** Seconds: the last change (the decision, once closed). */
  updateTime: number;
  /** Messages the reporter attached. */
  evidence: number;
}

export interface MyReport {
  id: number;
  targetId: number;
  types: number[];
  outcome: ReportOutcome;
  createTime: number;
  /** Seconds; 0 while open. */
  decideTime: number;
  evidence: number;
}

/**
 * Staff close reports with `dismissed` (no action) or an action against the member (`warned`,
 * `suspended`, and any action added later): everything but open and dismissed is "action taken".
 */
export function reportOutcome(status: string): ReportOutcome {
  if (status === 'open') return 'open';
  if (status === 'dismissed') return 'no_action';
  return 'action_taken';
}

export function toMyReport(report: FiledReport): MyReport {
  const outcome = reportOutcome(report.status);
  return {
    id: report.id,
    targetId: report.targetId,
    types: report.types,
    outcome,
    createTime: report.createTime,
    decideTime: outcome === 'open' ? 0 : report.updateTime,
    evidence: report.evidence,
  };
}
