import { z } from 'zod';
import type { RiskCase__Output as RiskCase } from '@kindred/kit/generated/kindred/messaging/v1/RiskCase';
import { route, type Caller, type Route, type RouteContext } from '../../route';
import { id, page, requiredText } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

/** What the audit log keeps of a case: its state and score, never its reasons' details. */
const auditState = (c: RiskCase | null | undefined) => (c ? { state: c.state, score: c.score } : { state: 'none' });

/**
 * A staff decision on a member's case, audited as `risk.<limited|cleared|suspended>`; `account` adds
 * what changed on the account (a suspension's status and reason) to the same row.
 */
async function decide(
  ctx: RouteContext,
  caller: Caller,
  memberId: number,
  decision: 'limit' | 'clear' | 'suspend',
  account: { before?: object; after?: object } = {},
): Promise<RiskCase> {
  const decided = await ctx.clients.messagingStaff!.DecideRiskCase({
    member_id: memberId,
    decision,
    staff_id: caller.user_id,
  });
  const after = decided.after!;
  await recordStaffAction(ctx, caller, {
    action: `risk.${after.state}`,
    targetType: 'member',
    targetId: memberId,
    before: { ...auditState(decided.before), ...account.before },
    after: { ...auditState(after), ...account.after },
  });
  return after;
}

/**
 * The risk queue (docs/staff-api.md, "Risk queue"): members whose scam and spam signals opened a case,
 * highest score first, with the evidence as counts and kinds (never message text), and the actions.
 */
export const staffRiskRoutes: Route[] = [
  route({
    path: '/member/admin/risk/list',
    summary: 'Open and limited risk cases, highest score first: each member with the signals that raised it',
    access: 'staff',
    input: z.object({ page: page() }),
    async handle({ input, ctx }) {
      const listed = await ctx.clients.messagingStaff!.ListRiskCases({ page: input.page });
      const ids = listed.cases.map((c) => Number(c.member_id));
      const accounts = ids.length ? (await ctx.clients.userStaff.GetAccounts({ user_ids: ids })).items : [];
      const byId = new Map(accounts.map((a) => [Number(a.id), a]));
      return {
        items: listed.cases.map((c) => {
          const member = byId.get(Number(c.member_id));
          return {
            member: {
              id: Number(c.member_id),
              username: member?.username ?? '',
              avatar: member?.avatar ?? '',
              status: member?.status ?? 0,
              create_time: Number(member?.create_time ?? 0),
            },
            state: c.state,
            score: c.score,
            reasons: c.reasons.map((r) => ({
              kind: r.kind,
              count: r.count,
              window_hours: r.window_hours,
              detail: r.detail,
            })),
            opened_at: Number(c.opened_at),
            updated_at: Number(c.updated_at),
          };
        }),
        page: listed.page,
        last_page: listed.last_page,
        total: listed.total,
      };
    },
  }),
  route({
    path: '/member/admin/risk/limit',
    summary: 'Limit a member: 2 first messages an hour whatever the account age, until cleared',
    access: 'staff',
    input: z.object({ member_id: id() }),
    async handle({ input, caller, ctx }) {
      const after = await decide(ctx, caller, input.member_id, 'limit');
      return { state: after.state };
    },
  }),
  route({
    path: '/member/admin/risk/clear',
    summary: "Clear a member's case: no limit; it reopens only on signals after this decision",
    access: 'staff',
    input: z.object({ member_id: id() }),
    codes: { risk_case_not_found: -404 },
    async handle({ input, caller, ctx }) {
      const after = await decide(ctx, caller, input.member_id, 'clear');
      return { state: after.state };
    },
  }),
  route({
    path: '/member/admin/risk/suspend',
    summary:
      'Suspend a member from the risk queue: as /member/admin/members/suspend (sessions and sockets end), the case closed as suspended',
    access: 'staff',
    input: z.object({ member_id: id(), reason: requiredText(200) }),
    async handle({ input, caller, ctx }) {
      // The console's suspension (members/suspend): status 3 ends the member's sessions and sockets.
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.member_id });
      const account = await ctx.clients.userStaff.SetAccountStatus({ user_id: input.member_id, status: 3 });
      const after = await decide(ctx, caller, input.member_id, 'suspend', {
        before: { status: before.status },
        after: { status: account.status, reason: input.reason },
      });
      return { state: after.state, status: account.status };
    },
  }),
];
