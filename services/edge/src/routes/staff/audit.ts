import { z } from 'zod';
import { route, type Route } from '../../route';
import { optionalText, page, seconds } from '../../fields';

const parse = (json: string): unknown => (json ? (JSON.parse(json) as unknown) : null);

/** The audit log of staff actions (docs/staff-api.md, "Audit log"). */
export const staffAuditRoutes: Route[] = [
  route({
    path: '/member/admin/audit/list',
    summary: 'Staff actions, newest first, filtered by staff member, action, target and time',
    access: 'admin',
    input: z.object({
      staff_id: z.coerce.number().int().min(0, 'invalid').default(0),
      action: optionalText(60),
      target_id: optionalText(40),
      from: seconds(),
      to: seconds(),
      page: page(),
    }),
    async handle({ input, ctx }) {
      const p = await ctx.clients.userStaff.ListStaffActions(input);
      return {
        items: p.items.map(({ before_json, after_json, ...row }) => ({
          ...row,
          before: parse(before_json),
          after: parse(after_json),
        })),
        page: p.page,
        last_page: p.last_page,
        total: p.total,
      };
    },
  }),
];
