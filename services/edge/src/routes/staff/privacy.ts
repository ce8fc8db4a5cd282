import { z } from 'zod';
import type { MemberExport__Output as MemberExport } from '@kindred/kit/generated/kindred/media/v1/MemberExport';
import { route, type Caller, type RouteContext, type RouteGroup } from '../../route';
import { id, none, text } from '../../fields';
import { Status } from '../../envelope';
import { recordStaffAction } from '../../staffAudit';
import { exportOnWire } from '../memberData';

/** A data-access request as the console shows it: who asked, why, and who decided; never a link. */
const requestOnWire = (e: MemberExport, names: Map<number, string>) => ({
  ...exportOnWire(e),
  username: names.get(e.user_id) ?? '',
  staff_id: e.staff_id,
  staff_username: names.get(e.staff_id) ?? '',
  reason: e.reason,
  approver_id: e.approver_id,
  decide_time: e.decide_time,
});

async function usernames(ctx: RouteContext, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((n) => n > 0))];
  const accounts = wanted.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: wanted })).items : [];
  return new Map(accounts.map((a) => [a.id, a.username]));
}

async function decide(ctx: RouteContext, caller: Caller, exportId: number, approve: boolean) {
  const decided = await ctx.clients.memberExports!.DecideMemberExport({
    id: exportId,
    staff_id: caller.user_id,
    approve,
  });
  await recordStaffAction(ctx, caller, {
    action: approve ? 'member.data_access_approved' : 'member.data_access_declined',
    targetType: 'member',
    targetId: decided.user_id,
    after: { export_id: decided.id, requested_by: decided.staff_id },
  });
  return requestOnWire(decided, await usernames(ctx, [decided.user_id, decided.staff_id]));
}

const decisionCodes = {
  own_request: Status.forbidden,
  not_awaiting_approval: Status.conflict,
  export_not_found: Status.notFound,
};

/**
 * Members' data rights in the staff console (docs/privacy.md, docs/staff-api.md). Staff never get an
 * export: a data-access request (admin, a written reason) is built only after a second staff member
 * approves it, and the member alone receives the single-use link, as for their own request.
 */
export const staffPrivacyRoutes: RouteGroup = {
  service: 'memberExports',
  routes: [
    route({
      path: '/member/admin/privacy/pending',
      summary: 'Data-access requests and exports in progress (no links), and deletions in their grace period',
      access: 'staff',
      input: none(),
      async handle({ ctx }) {
        const [{ exports }, { deletions }] = await Promise.all([
          ctx.clients.memberExports!.ListMemberExports({ user_id: 0 }),
          ctx.clients.memberData.ListPendingDeletions({}),
        ]);
        const names = await usernames(
          ctx,
          exports.flatMap((e) => [e.user_id, e.staff_id]),
        );
        return {
          exports: exports.filter((e) => e.state !== 'awaiting').map((e) => requestOnWire(e, names)),
          awaiting: exports.filter((e) => e.state === 'awaiting').map((e) => requestOnWire(e, names)),
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
      summary: "Request a member's export for a data-access request: admin, a reason; a second staff member approves",
      access: 'admin',
      input: z.object({ userid: id(), reason: text(500).min(10, 'too_short') }),
      message: 'data-access request awaiting approval',
      async handle({ input, caller, ctx }) {
        await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
        const requested = await ctx.clients.memberExports!.RequestMemberExport({
          user_id: input.userid,
          staff_id: caller.user_id,
          reason: input.reason,
        });
        await recordStaffAction(ctx, caller, {
          action: 'member.data_access_requested',
          targetType: 'member',
          targetId: input.userid,
          after: { export_id: requested.id, reason: input.reason },
        });
        return requestOnWire(requested, await usernames(ctx, [requested.user_id, caller.user_id]));
      },
    }),
    route({
      path: '/member/admin/privacy/approve',
      summary: 'Approve a data-access request of another staff member: the export is built and sent to the member',
      access: 'staff',
      input: z.object({ id: id() }),
      codes: decisionCodes,
      message: 'data-access request approved',
      handle: ({ input, caller, ctx }) => decide(ctx, caller, input.id, true),
    }),
    route({
      path: '/member/admin/privacy/decline',
      summary: 'Decline a data-access request (the requester may withdraw their own): no export is built',
      access: 'staff',
      input: z.object({ id: id() }),
      codes: decisionCodes,
      message: 'data-access request declined',
      handle: ({ input, caller, ctx }) => decide(ctx, caller, input.id, false),
    }),
  ],
};
