import type { AsyncHandlers } from '@kindred/kit';
import type { MessagingServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingService';
import type { MessagingStaffServiceHandlers } from '@kindred/kit/generated/kindred/messaging/v1/MessagingStaffService';
import type { RiskCase as RiskCaseMessage } from '@kindred/kit/generated/kindred/messaging/v1/RiskCase';
import type { RiskCases } from '../domain/riskCases';
import type { RiskCase } from '../domain/riskSignals';

const seconds = (ms: number | null) => (ms ? Math.floor(ms / 1000) : 0);

const toRiskCase = (c: RiskCase): RiskCaseMessage => ({
  member_id: c.memberId,
  state: c.state,
  score: c.score,
  reasons: c.reasons,
  opened_at: seconds(c.openedAt),
  updated_at: seconds(c.updatedAt),
  decided_by: c.decidedBy ?? 0,
  decided_at: seconds(c.decidedAt),
});

/** gRPC transport of the risk queue (docs/staff-api.md, "Risk queue"). */
export function riskStaffHandlers(
  risk: RiskCases,
): Pick<AsyncHandlers<MessagingStaffServiceHandlers>, 'ListRiskCases' | 'DecideRiskCase'> {
  return {
    async ListRiskCases({ page }) {
      const listed = await risk.list(page);
      return {
        cases: listed.cases.map(toRiskCase),
        page: listed.page,
        last_page: listed.lastPage,
        total: listed.total,
      };
    },
    async DecideRiskCase({ member_id, decision, staff_id }) {
      const { before, after } = await risk.decide(member_id, decision, staff_id);
      return { before: before ? toRiskCase(before) : undefined, after: toRiskCase(after) };
    },
  };
}

/** A block or report the edge tells of: counted for the member's risk signals. */
export function complaintHandlers(risk: RiskCases): Pick<AsyncHandlers<MessagingServiceHandlers>, 'NoteComplaint'> {
  return {
    async NoteComplaint({ member_id, kind, by }) {
      await risk.noteComplaint(member_id, kind, by);
      return {};
    },
  };
}
