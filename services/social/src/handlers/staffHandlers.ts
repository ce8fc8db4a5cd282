import { InputError, NotFoundError, type AsyncHandlers } from '@kindred/kit';
import type { SocialStaffServiceHandlers } from '@kindred/kit/generated/kindred/social/v1/SocialStaffService';
import type { ReportDesk } from '../store/reportDesk';

const GROUPS_PER_PAGE = 20;
const OUTCOMES = ['dismissed', 'warned', 'suspended'] as const;

/** gRPC transport of the staff console's report calls. */
export function staffHandlers(desk: ReportDesk): AsyncHandlers<SocialStaffServiceHandlers> {
  return {
    async ListReportGroups(req) {
      const page = req.page > 0 && req.page < 100_000 ? req.page : 1;
      const { groups, total } = await desk.groups((page - 1) * GROUPS_PER_PAGE, GROUPS_PER_PAGE);
      return {
        groups: groups.map((g) => ({
          target_id: g.targetId,
          count: g.count,
          ...g.types,
          reporter_ids: g.reporterIds,
          latest: g.latest,
        })),
        page,
        last_page: Math.max(1, Math.ceil(total / GROUPS_PER_PAGE)),
        total,
      };
    },
    async ListMemberReports(req) {
      if (req.role !== 'target' && req.role !== 'reporter') throw new InputError({ role: 'invalid' });
      const reports = await desk.ofMember(req.user_id, req.role, req.limit > 0 && req.limit <= 200 ? req.limit : 50);
      return {
        reports: reports.map((r) => ({
          id: r.id,
          reporter_id: r.reporterId,
          target_id: r.targetId,
          types: r.types,
          status: r.status,
          create_time: r.createTime,
          evidence: r.evidence,
        })),
      };
    },
    async ResolveReports(req) {
      const outcome = OUTCOMES.find((o) => o === req.outcome);
      if (!outcome) throw new InputError({ outcome: 'invalid' });
      const reporters = await desk.resolve(req.target_id, outcome);
      return { resolved: reporters.length, reporter_ids: [...new Set(reporters)] };
    },
    async CountOpenReports() {
      return { count: await desk.countOpen() };
    },
    async GetReportEvidence(req) {
      const found = req.report_id > 0 ? await desk.evidence(req.report_id) : null;
      if (!found) throw new NotFoundError('report_not_found');
      return {
        report_id: req.report_id,
        reporter_id: found.reporterId,
        target_id: found.targetId,
        items: found.items.map((e) => ({
          kind: e.kind,
          message_id: e.messageId,
          content: e.content,
          sent_at: e.sentAt,
          flagged: e.flagged,
          attached_at: e.attachedAt,
        })),
      };
    },
  };
}
