import { z } from 'zod';
import { UnavailableError, issueSocketTicket } from '@kindred/kit';
import { route, type RouteContext, type RouteGroup } from '../route';
import { id, none } from '../fields';
import { keepSessionInCookie } from '../sessionCookie';

/** Headers an ingress may set with the client's country (Cloudflare, or a proxy of one's own). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'x-country'];

/** What the member's sessions list shows of a new session: the browser and the country, if known. */
export function sessionOrigin(ctx: RouteContext): { user_agent: string; ip_country: string } {
  const headers = ctx.koa.headers;
  const country = COUNTRY_HEADERS.map((name) => headers[name]).find((value) => typeof value === 'string') ?? '';
  return { user_agent: String(headers['user-agent'] ?? '').slice(0, 512), ip_country: String(country).slice(0, 8) };
}

/** The member's signed-in sessions (docs/member-settings.md); ending one closes its sockets at once. */
export const sessionRoutes: RouteGroup = {
  service: 'user',
  routes: [
    route({
      path: '/member/sessions/list',
      summary:
        'My signed-in sessions: browser, system, device, country if known, first and last use; current marks this one',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        const { sessions } = await ctx.clients.user.ListSessions({ user_id: caller.user_id, token: ctx.token ?? '' });
        return sessions;
      },
    }),
    route({
      path: '/member/sessions/end',
      summary: 'Sign out one of my sessions (its live connection closes at once)',
      access: 'pending',
      input: z.object({ id: id() }),
      codes: { session_not_found: -1 },
      message: 'session.ended',
      async handle({ input, caller, ctx }) {
        await ctx.clients.user.EndSession({ user_id: caller.user_id, session_id: input.id });
        return null;
      },
    }),
    route({
      path: '/member/sessions/end_others',
      summary: 'Sign out every session but this one; answers how many ended',
      access: 'pending',
      input: none(),
      message: 'session.ended',
      async handle({ caller, ctx }) {
        return ctx.clients.user.EndOtherSessions({ user_id: caller.user_id, keep_token: ctx.token ?? '' });
      },
    }),
    route({
      path: '/member/socket/ticket',
      summary:
        'A single-use ticket for the live connection (/socket?ticket=), valid expires_in seconds: the token stays out of the URL',
      access: 'member',
      input: none(),
      async handle({ ctx }) {
        const seconds = ctx.config.SOCKET_TICKET_SECONDS;
        const ticket = await issueSocketTicket(ctx.redis, ctx.token ?? '', seconds).catch((err: Error) => {
          // Redis away: "try again" (-503), which the app's socket waits out as a dropped connection.
          ctx.logger.warn({ err: err.message }, 'socket ticket not stored');
          throw new UnavailableError('unavailable');
        });
        return { ticket, expires_in: seconds };
      },
    }),
    route({
      path: '/member/sessions/cookie',
      summary:
        'Moves a token an older web app kept in local storage (sent as the token field) into the HttpOnly session cookie',
      access: 'pending',
      input: none(),
      async handle({ ctx }) {
        // Without the X-Kindred-Session header (an API client) no cookie is set: `cookie` says so.
        return { cookie: keepSessionInCookie(ctx.koa, ctx.config, ctx.token ?? '', true) };
      },
    }),
  ],
};
