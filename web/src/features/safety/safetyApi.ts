/**
 * The safety centre's calls (docs/safety.md, "Safety centre"): report a member (with a received message
 * as evidence when one goes with it), block a member, and the member's own reports with their outcomes.
 */
import { post } from '../../app/api';
import type { ReportReason } from '../../app/ui';

/** A message the member received from the one reported, attached by their own act. */
export interface ReportEvidence {
  kind: 'chat' | 'mail';
  /** The chat message's mid or the mail's eid. */
  messageId: number;
}

/** What the reporter may know of a report: whether staff acted, never how. */
export type ReportOutcome = 'open' | 'action_taken' | 'no_action';

export interface MyReport {
  id: number;
  /** The member reported; `deleted: 1` once gone for others (no name, no picture). */
  member: { id: number; username: string; avatar: string; deleted: 0 | 1 };
  types: number[];
  outcome: ReportOutcome;
  /** Seconds. */
  create_time: number;
  /** Seconds; 0 while open. */
  decide_time: number;
  /** Messages attached. */
  evidence: number;
}

export interface MyReportPage {
  data: MyReport[];
  current_page: number;
  last_page: number;
  total: number;
}

export function fileReport(userid: number, reason: ReportReason, evidence?: ReportEvidence) {
  return post<{ merged: boolean }>('/member/reports/reports', {
    type: reason,
    userid,
    ...(evidence ? { kind: evidence.kind, message_id: evidence.messageId } : {}),
  });
}

export function blockMember(id: number) {
  return post('/member/block/block', { target_id: id });
}

export function loadMyReports(page: number) {
  return post<MyReportPage>('/member/reports/mine', { page });
}
