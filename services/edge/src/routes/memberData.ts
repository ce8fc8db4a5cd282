import { z } from 'zod';
import type { MemberExport__Output as MemberExport } from '@kindred/kit/generated/kindred/media/v1/MemberExport';
import type { AccountDeletion__Output as AccountDeletion } from '@kindred/kit/generated/kindred/user/v1/AccountDeletion';
import { route, type RouteGroup } from '../route';
import { none } from '../fields';
import { Status } from '../envelope';
import { streamMemberExport } from '../memberExportDownload';
import { PASSWORD_CHECKS, countPasswordCheck, stepUpPassword } from '../passwordChecks';

/**
 * An export as screens show it. Never a link or token: the single-use download link goes to the
 * member's own mail and notices only (docs/privacy.md).
 */
export const exportOnWire = (e: MemberExport) => ({
  id: e.id,
  userid: e.user_id,
  state: e.state,
  request_time: e.request_time,
  ready_time: e.ready_time,
  expire_time: e.expire_time,
  download_time: e.download_time,
  size: e.size,
  by_staff: e.staff_id > 0,
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
      summary: 'My data exports, newest first (the download link is only in my mail and notices)',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        const { exports } = await ctx.clients.memberExports!.ListMemberExports({ user_id: caller.user_id });
        return { exports: exports.map(exportOnWire) };
      },
    }),
    route({
      path: '/member/data/export',
      summary: 'Ask for a copy of my data, password again (a zip built by a job; a notice and a mail bring the link)',
      access: 'pending',
      input: z.object({ password: stepUpPassword() }),
      codes: { export_once_a_day: Status.rateLimited, wrong_password: Status.refused },
      message: 'export requested',
      rateLimit: PASSWORD_CHECKS,
      async handle({ input, caller, ctx }) {
        // A stolen session alone must not carry the member's data away.
        await countPasswordCheck(ctx, caller.user_id);
        await ctx.clients.accountSecurity.CheckPassword({ user_id: caller.user_id, password: input.password });
        const requested = await ctx.clients.memberExports!.RequestMemberExport({
          user_id: caller.user_id,
          staff_id: 0,
        });
        return exportOnWire(requested);
      },
    }),
    route({
      path: '/member/data/export/download',
      summary: "My ready export as a zip (not an envelope): my session and the mailed link's single-use key",
      access: 'pending',
      input: z.object({ key: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{43}$/, 'invalid') }),
      codes: { export_used: Status.notFound },
      handle: ({ input, caller, ctx }) => streamMemberExport(ctx, caller.user_id, input.key),
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
      input: z.object({ password: stepUpPassword() }),
      codes: { wrong_password: Status.refused },
      message: 'deletion requested',
      rateLimit: PASSWORD_CHECKS,
      async handle({ input, caller, ctx }) {
        await countPasswordCheck(ctx, caller.user_id);
        const deletion = await ctx.clients.memberData.RequestAccountDeletion({
          user_id: caller.user_id,
          password: input.password,
        });
        return deletionOnWire(deletion);
      },
    }),
  ],
};
