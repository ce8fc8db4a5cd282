import { z } from 'zod';
import { route, type Route } from '../../route';
import { id, money, page, requiredText, seconds } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

const ORDER_STATES = ['created', 'pending', 'paid', 'failed', 'expired', 'refunded'] as const;

/** Credit adjustments, orders and refunds (docs/staff-api.md, "Members" and "Orders and money"). */
export const staffMoneyRoutes: Route[] = [
  route({
    path: '/member/admin/members/credit',
    summary: 'Adjust a balance by a signed amount with a reason: a ledger entry, never an edit',
    access: 'admin',
    input: z.object({ userid: id(), amount: money(true), reason: requiredText(200) }),
    codes: { insufficient_balance: -400 },
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.commerce!.GetBalance({ user_id: input.userid });
      const answer = await ctx.clients.commerceStaff!.AdjustCredit({
        staff_id: caller.user_id,
        user_id: input.userid,
        amount: input.amount,
        note: input.reason,
        idempotency_key: ctx.requestId
          .replace(/[^\w:.-]/g, '')
          .padEnd(8, '0')
          .slice(0, 100),
      });
      await recordStaffAction(ctx, caller, {
        action: 'member.credit',
        targetType: 'member',
        targetId: input.userid,
        before: { balance: before.amount },
        after: { balance: answer.balance, delta: input.amount, reason: input.reason },
      });
      return answer;
    },
  }),
  route({
    path: '/member/admin/orders/list',
    summary: 'Orders by member, status and creation time, newest first',
    access: 'admin',
    input: z.object({
      userid: z.coerce.number().int().min(0, 'invalid').default(0),
      status: z.enum(ORDER_STATES, { error: 'invalid' }).optional(),
      from: seconds(),
      to: seconds(),
      page: page(),
    }),
    async handle({ input, ctx }) {
      return ctx.clients.commerceStaff!.ListOrders({
        user_id: input.userid,
        state: input.status ?? '',
        from: input.from,
        to: input.to,
        page: input.page,
      });
    },
  }),
  route({
    path: '/member/admin/orders/refund',
    summary: 'Refund a paid order through its provider (a recharge first takes back the credits it bought)',
    access: 'admin',
    input: z.object({ order_id: requiredText(64), reason: requiredText(200) }),
    codes: { refund_exceeds_balance: -400, provider_refund_declined: -400 },
    async handle({ input, caller, ctx }) {
      const answer = await ctx.clients.commerceStaff!.RefundOrder({
        staff_id: caller.user_id,
        order_no: input.order_id,
        reason: input.reason,
      });
      await recordStaffAction(ctx, caller, {
        action: 'order.refund',
        targetType: 'order',
        targetId: input.order_id,
        before: { state: 'paid' },
        after: { state: answer.order!.state, reason: input.reason, balance: answer.balance },
      });
      return answer;
    },
  }),
];
