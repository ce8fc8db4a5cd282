import { z } from 'zod';
import { route, type RouteGroup } from '../route';
import { Status } from '../envelope';
import { requiredText } from '../fields';
import { PASSWORD_CHECKS, countPasswordCheck, stepUpPassword } from '../passwordChecks';

/** What takes an account needs more than a session (docs/privacy.md, "Step-up"). */
export const accountSecurityRoutes: RouteGroup = {
  service: 'accountSecurity',
  routes: [
    route({
      path: '/member/index/changeemail',
      summary:
        'Move my account to another email address, password again: the new address gets a confirmation link, the old one then a "this wasn\'t me" link (same answer whether or not the address is free)',
      access: 'pending',
      input: z.object({ email: requiredText(100), password: stepUpPassword() }),
      codes: { wrong_password: Status.refused },
      message: 'email_change.sent',
      rateLimit: PASSWORD_CHECKS,
      async handle({ input, caller, ctx }) {
        await countPasswordCheck(ctx, caller.user_id);
        await ctx.clients.accountSecurity.RequestEmailChange({
          user_id: caller.user_id,
          email: input.email,
          password: input.password,
          site_url: ctx.config.SITE_URL,
        });
        return null;
      },
    }),
  ],
};
