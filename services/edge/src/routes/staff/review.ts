import { z } from 'zod';
import { NotFoundError } from '@kindred/kit';
import type { StaffAccount__Output as StaffAccount } from '@kindred/kit/generated/kindred/user/v1/StaffAccount';
import { route, type Caller, type Route, type RouteContext } from '../../route';
import { id, idList, optionalText, page } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

const queueItem = (a: StaffAccount) => ({
  id: a.id,
  username: a.username,
  email: a.email,
  age: a.age,
  sex: a.sex,
  country: a.country,
  avatar: a.avatar,
  signup_ip: a.signup_ip,
  create_time: a.create_time,
});

async function review(ctx: RouteContext, caller: Caller, userIds: number[], approve: boolean, reason: string) {
  const result = await ctx.clients.userStaff.ReviewRegistrations({
    staff_id: caller.user_id,
    user_ids: userIds,
    approve,
    reason,
  });
  for (const userId of approve ? result.approved : result.rejected) {
    await recordStaffAction(ctx, caller, {
      action: approve ? 'review.approve' : 'review.reject',
      targetType: 'member',
      targetId: userId,
      before: { status: 2 },
      after: approve ? { status: 1 } : { status: 3, rejection_reason: reason },
    });
  }
  return result;
}

/** The registration review queue (docs/staff-api.md, "Registration review"). */
export const staffReviewRoutes: Route[] = [
  route({
    path: '/member/admin/review/list',
    summary: 'Registrations under review, oldest first',
    access: 'staff',
    input: z.object({ page: page() }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.userStaff.ListPendingRegistrations({ page: input.page });
      return { items: p.items.map(queueItem), page: p.page, last_page: p.last_page, total: p.total };
    },
  }),
  route({
    path: '/member/admin/review',
    summary: 'Approve (approve=1) or reject with a reason (approve=0) a registration under review',
    access: 'staff',
    input: z.object({
      userid: id(),
      approve: z.coerce.number().int().min(0, 'invalid').max(1, 'invalid'),
      reason: optionalText(200),
    }),
    async handle({ input, caller, ctx }) {
      const result = await review(ctx, caller, [input.userid], input.approve === 1, input.reason);
      if (result.skipped.length > 0) throw new NotFoundError('registration_not_found');
      return null;
    },
  }),
  route({
    path: '/member/admin/review/bulk',
    summary: 'Approve a selection of registrations (up to 100); the others are answered as skipped',
    access: 'staff',
    input: z.object({ userids: idList(100) }),
    async handle({ input, caller, ctx }) {
      const result = await review(ctx, caller, input.userids, true, '');
      return { approved: result.approved, skipped: result.skipped };
    },
  }),
];
