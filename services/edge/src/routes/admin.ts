import { z } from 'zod';
import { route, type RouteGroup } from '../route';
import { id } from '../fields';

/** The staff API (ARCHITECTURE section 3): staff and admin roles only. */
export const adminRoutes: RouteGroup = {
  service: 'user',
  routes: [
    route({
      path: '/member/admin/review',
      summary: 'Approve (approve=1) or reject (approve=0) a registration under review',
      access: 'staff',
      input: z.object({ userid: id(), approve: z.coerce.number().int().min(0, 'invalid').max(1, 'invalid') }),
      async handle({ input, caller, ctx }) {
        await ctx.clients.user.ReviewRegistration({
          staff_id: caller.user_id,
          user_id: input.userid,
          approve: input.approve === 1,
        });
        return null;
      },
    }),
  ],
};
