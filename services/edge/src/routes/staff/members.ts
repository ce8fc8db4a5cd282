import { z } from 'zod';
import type { StaffAccount__Output as StaffAccount } from '@kindred/kit/generated/kindred/user/v1/StaffAccount';
import { route, type Route } from '../../route';
import { id, optionalText, page, requiredText } from '../../fields';
import { recordStaffAction, recordStaffRead } from '../../staffAudit';
import { memberDetail } from './memberDetail';

const listItem = (a: StaffAccount) => ({
  id: a.id,
  username: a.username,
  email: a.email,
  status: a.status,
  role: a.role,
  vip: a.vip,
  country: a.country,
  avatar: a.avatar,
  create_time: a.create_time,
  last_login_time: a.last_login_time,
});

const status = (a: StaffAccount) => ({ status: a.status, rejection_reason: a.rejection_reason });

/** Member lookup and the status / membership actions (docs/staff-api.md, "Members"). */
export const staffMemberRoutes: Route[] = [
  route({
    path: '/member/admin/members/search',
    summary: 'Search members by id, username or email (contains, any case), newest first',
    access: 'staff',
    input: z.object({
      q: optionalText(100),
      status: z.coerce.number().int().min(0, 'invalid').max(3, 'invalid').default(0),
      page: page(),
    }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.userStaff.SearchAccounts(input);
      return { items: p.items.map(listItem), page: p.page, last_page: p.last_page, total: p.total };
    },
  }),
  route({
    path: '/member/admin/members/detail',
    summary: 'A member with balance, ledger, orders, reports made and received, and blocks',
    access: 'staff',
    input: z.object({ userid: id() }),
    async handle({ input, caller, ctx }) {
      const detail = await memberDetail(ctx, input.userid);
      await recordStaffRead(ctx, caller, { action: 'member.viewed', targetType: 'member', targetId: input.userid });
      return detail;
    },
  }),
  route({
    path: '/member/admin/members/suspend',
    summary: 'Suspend a member: every session revoked and every socket closed (4403) at once',
    access: 'staff',
    input: z.object({ userid: id(), reason: requiredText(200) }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
      const after = await ctx.clients.userStaff.SetAccountStatus({ user_id: input.userid, status: 3 });
      await recordStaffAction(ctx, caller, {
        action: 'member.suspend',
        targetType: 'member',
        targetId: input.userid,
        before: status(before),
        after: { ...status(after), reason: input.reason },
      });
      return { status: after.status };
    },
  }),
  route({
    path: '/member/admin/members/lift',
    summary: 'Lift a suspension (or a rejection): the member can sign in again',
    access: 'staff',
    input: z.object({ userid: id() }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
      const after = await ctx.clients.userStaff.SetAccountStatus({ user_id: input.userid, status: 1 });
      await recordStaffAction(ctx, caller, {
        action: 'member.lift',
        targetType: 'member',
        targetId: input.userid,
        before: status(before),
        after: status(after),
      });
      return { status: after.status };
    },
  }),
  route({
    path: '/member/admin/members/extend',
    summary: 'Extend a membership tier by whole months (from max(now, current deadline))',
    access: 'admin',
    input: z.object({
      userid: id(),
      tier: z.coerce.number().int().min(1, 'invalid').max(2, 'invalid'),
      months: z.coerce.number().int().min(1, 'invalid').max(120, 'invalid'),
    }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
      const after = await ctx.clients.user.ExtendMembership({
        user_id: input.userid,
        tier: input.tier,
        months: input.months,
        idempotency_key: `staff:${caller.user_id}:${ctx.requestId}`,
      });
      const deadlines = (a: { vip: number; overduedate_1: number; overduedate_2: number }) => ({
        vip: a.vip,
        overduedate_1: a.overduedate_1,
        overduedate_2: a.overduedate_2,
      });
      await recordStaffAction(ctx, caller, {
        action: 'member.extend',
        targetType: 'member',
        targetId: input.userid,
        before: deadlines(before),
        after: { ...deadlines(after), tier: input.tier, months: input.months },
      });
      return deadlines(after);
    },
  }),
];
