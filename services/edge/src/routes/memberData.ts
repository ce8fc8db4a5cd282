import { z } from 'zod';
import type { MemberExport__Output as MemberExport } from '@kindred/kit/generated/kindred/media/v1/MemberExport';
import type { AccountDeletion__Output as AccountDeletion } from '@kindred/kit/generated/kindred/user/v1/AccountDeletion';
import { route, type RouteGroup } from '../route';
import { none } from '../fields';
import { Status } from '../envelope';

/** An export as the member's screen shows it; the link only while it works. */
export const exportOnWire = (e: MemberExport, siteUrl: string) => ({
  id: e.id,
  userid: e.user_id,
  state: e.state,
  request_time: e.request_time,
  ready_time: e.ready_time,
  expire_time: e.expire_time,
  size: e.size,
  by_staff: e.staff_id > 0,
  link: e.state === 'ready' ? `${siteUrl.replace(/\/$/, '')}/member/data/export/${e.key}` : '',
});

const deletionOnWire = (d: AccountDeletion) => ({
  pending: d.due_time > 0,
  request_time: d.request_time,
  due_time: d.due_time,
});

/** "Download my data" (docs/privacy.md): the member's exports and a new one (one a day). */
export const memberExportRoutes: RouteGroup = {
  service: 'memberExports',
  routes: [
    route({
      path: '/member/data/exports',
      summary: 'My data exports, newest first, with their download links while they work (7 days)',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        const { exports } = await ctx.clients.memberExports!.ListMemberExports({ user_id: caller.user_id });
        return { exports: exports.map((e) => exportOnWire(e, ctx.config.SITE_URL)) };
      },
    }),
    route({
      path: '/member/data/export',
      summary: 'Ask for a copy of my data (a zip built by a job; a notice and a mail bring the link)',
      access: 'pending',
      input: none(),
      codes: { export_once_a_day: Status.rateLimited },
      message: 'export requested',
      async handle({ caller, ctx }) {
        const requested = await ctx.clients.memberExports!.RequestMemberExport({
          user_id: caller.user_id,
          staff_id: 0,
        });
        return exportOnWire(requested, ctx.config.SITE_URL);
      },
    }),
  ],
};

/** "Delete my account" (docs/privacy.md): the pending deletion and the request, password again. */
export const accountDeletionRoutes: RouteGroup = {
  service: 'memberData',
  routes: [
    route({
      path: '/member/data/deletion',
      summary: 'My pending account deletion, if any (signing in again cancels it)',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        return deletionOnWire(await ctx.clients.memberData.GetAccountDeletion({ user_id: caller.user_id }));
      },
    }),
    route({
      path: '/member/data/delete',
      summary: 'Delete my account after the grace period (14 days): password again; signs out everywhere',
      access: 'pending',
      input: z.object({ password: z.string({ error: 'required' }).min(1, 'required').max(200, 'too_long') }),
      codes: { wrong_password: Status.refused },
      message: 'deletion requested',
      async handle({ input, caller, ctx }) {
        const deletion = await ctx.clients.memberData.RequestAccountDeletion({
          user_id: caller.user_id,
          password: input.password,
        });
        return deletionOnWire(deletion);
      },
    }),
  ],
};
