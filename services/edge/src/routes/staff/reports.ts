import { z } from 'zod';
import { route, type Route } from '../../route';
import { id, optionalText, page } from '../../fields';
import { recordStaffAction, recordStaffRead } from '../../staffAudit';
import { memberDetail } from './memberDetail';

const OUTCOME = { dismiss: 'dismissed', warn: 'warned', suspend: 'suspended' } as const;

/**
 * What the reporter reads in their notices (spec: notice type report): whether we acted, never how;
 * what happened to another member's account is theirs (docs/safety.md, "Safety centre").
 */
const ACTED = 'Thank you for your report. We reviewed it and took action.';
const REPORT_RESULT: Record<keyof typeof OUTCOME, string> = {
  dismiss: 'Thank you for your report. We reviewed it and found no breach of our rules.',
  warn: ACTED,
  suspend: ACTED,
};
const WARNING = 'A staff member reviewed reports about your account. Please keep to the community rules.';

/** Reports grouped by reported member, and their handling (docs/staff-api.md, "Reports"). */
export const staffReportRoutes: Route[] = [
  route({
    path: '/member/admin/reports/list',
    summary: 'Open reports grouped by reported member (counts per type, reporters), latest first',
    access: 'staff',
    input: z.object({ page: page() }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.socialStaff!.ListReportGroups({ page: input.page });
      const ids = [...new Set(p.groups.flatMap((g) => [g.target_id, ...g.reporter_ids]))];
      const accounts = ids.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: ids })).items : [];
      const byId = new Map(accounts.map((a) => [a.id, a]));
      return {
        items: p.groups.map((g) => {
          const member = byId.get(g.target_id);
          return {
            member: {
              id: g.target_id,
              username: member?.username ?? '',
              avatar: member?.avatar ?? '',
              status: member?.status ?? 0,
            },
            count: g.count,
            types: { '1': g.ads, '2': g.offensive, '3': g.illegal },
            reporters: g.reporter_ids.map((rid) => ({ id: rid, username: byId.get(rid)?.username ?? '' })),
            latest: g.latest,
          };
        }),
        page: p.page,
        last_page: p.last_page,
        total: p.total,
      };
    },
  }),
  route({
    path: '/member/admin/reports/member',
    summary: "A reported member's profile, recent posts and photos, and the reports about them",
    access: 'staff',
    input: z.object({ userid: id() }),
    async handle({ input, caller, ctx }) {
      const detail = await memberDetail(ctx, input.userid);
      await recordStaffRead(ctx, caller, {
        action: 'member.records_viewed',
        targetType: 'member',
        targetId: input.userid,
      });
      const [trends, photos] = await Promise.allSettled([
        ctx.clients.social!.ListTrends({ caller, scope: 'member', author_id: input.userid, page: 1 }),
        ctx.clients.media?.ListPhotos({ user_id: input.userid }),
      ]);
      return {
        member: detail.profile,
        trends:
          trends.status === 'fulfilled'
            ? trends.value.trends.map((t) => ({
                id: t.id,
                content: t.content,
                pictures: t.img ? [t.img] : [],
                create_time: t.create_time,
              }))
            : [],
        photos:
          photos.status === 'fulfilled' ? (photos.value?.photos ?? []).map((p) => ({ id: p.pid, url: p.img })) : [],
        reports: detail.reports_received,
      };
    },
  }),
  route({
    path: '/member/admin/reports/evidence',
    summary:
      'The messages a reporter attached to a report (their own act): staff never browse messages, and each opening is an audited read (report.evidence_viewed)',
    access: 'staff',
    input: z.object({ report_id: id() }),
    codes: { report_not_found: -404 },
    async handle({ input, caller, ctx }) {
      const evidence = await ctx.clients.socialStaff!.GetReportEvidence({ report_id: input.report_id });
      // Recorded before the text is answered: no row, no read.
      await recordStaffRead(ctx, caller, {
        action: 'report.evidence_viewed',
        targetType: 'report',
        targetId: input.report_id,
      });
      return {
        report_id: evidence.report_id,
        reporter_id: evidence.reporter_id,
        target_id: evidence.target_id,
        items: evidence.items,
      };
    },
  }),
  route({
    path: '/member/admin/reports/resolve',
    summary: "Close a member's open reports: dismiss, warn (notice to the member) or suspend; reporters are told",
    access: 'staff',
    input: z.object({
      userid: id(),
      action: z.enum(['dismiss', 'warn', 'suspend'], { error: 'invalid' }),
      note: optionalText(500),
    }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
      if (input.action === 'suspend') {
        await ctx.clients.userStaff.SetAccountStatus({ user_id: input.userid, status: 3 });
      }
      const resolved = await ctx.clients.socialStaff!.ResolveReports({
        target_id: input.userid,
        outcome: OUTCOME[input.action],
      });
      const stamp = `${input.userid}:${ctx.requestId}`;
      if (input.action === 'warn') {
        await ctx.clients.user.CreateNotice({
          user_id: input.userid,
          type: 'system',
          gift: '',
          content: input.note || WARNING,
          idempotency_key: `warn:${stamp}`,
        });
      }
      for (const reporter of resolved.reporter_ids) {
        await ctx.clients.user.CreateNotice({
          user_id: reporter,
          type: 'report',
          gift: '',
          content: REPORT_RESULT[input.action],
          idempotency_key: `report-result:${reporter}:${stamp}`,
        });
      }
      await recordStaffAction(ctx, caller, {
        action: `report.${input.action}`,
        targetType: 'member',
        targetId: input.userid,
        before: { status: before.status },
        after: {
          status: input.action === 'suspend' ? 3 : before.status,
          resolved: resolved.resolved,
          note: input.note,
        },
      });
      return { resolved: resolved.resolved };
    },
  }),
];
