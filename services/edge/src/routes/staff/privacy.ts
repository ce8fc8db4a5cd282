import { z } from 'zod';
import { route, type RouteGroup } from '../../route';
import { id, none } from '../../fields';
import { recordStaffAction } from '../../staffAudit';
import { exportOnWire } from '../memberData';

/**
 * Members' data rights in the staff console (docs/privacy.md, docs/staff-api.md): exports not yet
 * built or still downloadable, deletions waiting for their grace period, and an export run for a
 * data-access request (recorded in the audit log as `member.data_export`).
 */
export const staffPrivacyRoutes: RouteGroup = {
  service: 'memberExports',
  routes: [
    route({
      path: '/member/admin/privacy/pending',
      summary: 'Pending and downloadable data exports, and account deletions in their grace period',
      access: 'staff',
      input: none(),
      async handle({ ctx }) {
        const [{ exports }, { deletions }] = await Promise.all([
          ctx.clients.memberExports!.ListMemberExports({ user_id: 0 }),
          ctx.clients.memberData.ListPendingDeletions({}),
        ]);
        const ids = [...new Set(exports.map((e) => e.user_id))];
        const accounts = ids.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: ids })).items : [];
        const names = new Map(accounts.map((a) => [a.id, a.username]));
        return {
          exports: exports.map((e) => ({
            ...exportOnWire(e, ctx.config.SITE_URL),
            username: names.get(e.user_id) ?? '',
          })),
          deletions: deletions.map((d) => ({
            userid: d.user_id,
            username: d.username,
            request_time: d.request_time,
            due_time: d.due_time,
          })),
        };
      },
    }),
    route({
      path: '/member/admin/privacy/export',
      summary: "Run a member's data export for a data-access request (no daily limit; audited)",
      access: 'staff',
      input: z.object({ userid: id() }),
      message: 'export requested',
      async handle({ input, caller, ctx }) {
        await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
        const requested = await ctx.clients.memberExports!.RequestMemberExport({
          user_id: input.userid,
          staff_id: caller.user_id,
        });
        await recordStaffAction(ctx, caller, {
          action: 'member.data_export',
          targetType: 'member',
          targetId: input.userid,
          after: { export_id: requested.id },
        });
        return exportOnWire(requested, ctx.config.SITE_URL);
      },
    }),
  ],
};
