import { z } from 'zod';
import { route, type Route } from '../../route';
import { none, requiredText } from '../../fields';
import { recordStaffAction } from '../../staffAudit';

const code = z.object({ code: requiredText(10) });

/** The signed-in staff member and their two-factor (docs/staff-api.md, "Signing in"). */
export const staffSessionRoutes: Route[] = [
  route({
    path: '/member/admin/me',
    summary: 'The signed-in staff member: role and two-factor state',
    access: 'staff',
    beforeTotp: true,
    input: none(),
    handle: ({ caller, ctx }) => ctx.clients.userStaff.GetStaffProfile({ staff_id: caller.user_id }),
  }),
  route({
    path: '/member/admin/totp/enrol',
    summary: 'Start two-factor enrolment: a new secret and its otpauth:// URL (on after confirm)',
    access: 'staff',
    beforeTotp: true,
    input: none(),
    handle: ({ caller, ctx }) => ctx.clients.userStaff.EnrolTotp({ staff_id: caller.user_id }),
  }),
  route({
    path: '/member/admin/totp/confirm',
    summary: 'Turn two-factor on with a code of the enrolled secret',
    access: 'staff',
    beforeTotp: true,
    input: code,
    codes: { totp_invalid: -6 },
    async handle({ input, caller, ctx }) {
      const profile = await ctx.clients.userStaff.ConfirmTotp({ staff_id: caller.user_id, code: input.code });
      await recordStaffAction(ctx, caller, {
        action: 'totp.enable',
        targetType: 'staff',
        targetId: caller.user_id,
        before: { totp_enabled: false },
        after: { totp_enabled: true },
      });
      return { totp_enabled: profile.totp_enabled };
    },
  }),
  route({
    path: '/member/admin/totp/disable',
    summary: 'Turn two-factor off (refused when STAFF_2FA=required)',
    access: 'staff',
    input: code,
    codes: { totp_invalid: -6 },
    async handle({ input, caller, ctx }) {
      const profile = await ctx.clients.userStaff.DisableTotp({ staff_id: caller.user_id, code: input.code });
      await recordStaffAction(ctx, caller, {
        action: 'totp.disable',
        targetType: 'staff',
        targetId: caller.user_id,
        before: { totp_enabled: true },
        after: { totp_enabled: false },
      });
      return { totp_enabled: profile.totp_enabled };
    },
  }),
];
