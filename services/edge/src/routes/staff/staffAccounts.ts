import { z } from 'zod';
import type { StaffAccount__Output as StaffAccount } from '@kindred/kit/generated/kindred/user/v1/StaffAccount';
import { route, type Route } from '../../route';
import { id, none, requiredText } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

const item = (a: StaffAccount) => ({
  id: a.id,
  username: a.username,
  email: a.email,
  role: a.role,
  status: a.status,
  last_login_time: a.last_login_time,
});

/** Staff accounts, managed by admins (docs/staff-api.md, "Staff accounts"). */
export const staffAccountRoutes: Route[] = [
  route({
    path: '/member/admin/staff/list',
    summary: 'Every staff and admin account',
    access: 'admin',
    input: none(),
    async handle({ ctx }) {
      const { items } = await ctx.clients.userStaff.ListStaffAccounts({});
      return { items: items.map(item) };
    },
  }),
  route({
    path: '/member/admin/staff/create',
    summary: 'Create a staff or admin account (signs in at once; two-factor as STAFF_2FA says)',
    access: 'admin',
    input: z.object({
      username: requiredText(40),
      email: requiredText(100),
      password: requiredText(100),
      role: z.enum(['staff', 'admin'], { error: 'invalid' }),
    }),
    codes: { username_taken: -1, email_taken: -2 },
    async handle({ input, caller, ctx }) {
      const created = await ctx.clients.userStaff.CreateStaffAccount(input);
      await recordStaffAction(ctx, caller, {
        action: 'staff.create',
        targetType: 'staff',
        targetId: created.id,
        after: item(created),
      });
      return item(created);
    },
  }),
  route({
    path: '/member/admin/staff/role',
    summary: "Change an account's role (member, staff, admin); its sessions end",
    access: 'admin',
    input: z.object({ userid: id(), role: z.enum(['member', 'staff', 'admin'], { error: 'invalid' }) }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetAccount({ user_id: input.userid });
      const after = await ctx.clients.userStaff.SetRole({
        staff_id: caller.user_id,
        user_id: input.userid,
        role: input.role,
      });
      await recordStaffAction(ctx, caller, {
        action: 'staff.role',
        targetType: 'account',
        targetId: input.userid,
        before: { role: before.role },
        after: { role: after.role },
      });
      return item(after);
    },
  }),
];
