import { z } from 'zod';
import { route, type Route } from '../../route';
import { nameList, none } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

/** The authority lists of vip 0, 1 and 2 (docs/staff-api.md, "Catalogue and prices"). */
export const staffAuthorityRoutes: Route[] = [
  route({
    path: '/member/admin/authorities/list',
    summary: 'The authority lists of vip 0, 1 and 2, and every authority name',
    access: 'admin',
    input: none(),
    handle: ({ ctx }) => ctx.clients.userStaff.GetTierAuthorities({}),
  }),
  route({
    path: '/member/admin/authorities/save',
    summary: "Replace one vip level's authority list (effective on the next call)",
    access: 'admin',
    input: z.object({
      vip: z.coerce.number().int().min(0, 'invalid').max(2, 'invalid'),
      authorities: nameList(40),
    }),
    async handle({ input, caller, ctx }) {
      const before = await ctx.clients.userStaff.GetTierAuthorities({});
      const after = await ctx.clients.userStaff.SetTierAuthorities(input);
      const key = `vip${input.vip}` as 'vip0' | 'vip1' | 'vip2';
      await recordStaffAction(ctx, caller, {
        action: 'authorities.save',
        targetType: 'tier',
        targetId: input.vip,
        before: before[key],
        after: after[key],
      });
      return after;
    },
  }),
];
