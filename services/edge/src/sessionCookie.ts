import type { Context } from 'koa';
import type { EdgeConfig } from './config';

/**
 * The web app's session cookie (docs/privacy.md, "The session token"). The browser keeps the session
 * token in an HttpOnly, SameSite=Lax cookie that no script can read, `Secure` whenever the site is
 * served over HTTPS. The app names the session it acts for in the `X-Kindred-Session` header on every
 * call: `member` (/m, /w) or `staff` (/admin), each its own cookie, so that a browser signed in to the
 * console is not a signed-in member and the other way round. A cookie counts only with that header:
 * a page of another site can make the browser send a POST (though SameSite=Lax already keeps the
 * cookie off it), but it cannot add a custom header without the CORS preflight this edge never
 * grants, so a forged request reaches us unauthenticated. API clients keep sending the `token` field
 * or an `Authorization: Bearer` header, which come first.
 */
export const SESSION_HEADER = 'x-kindred-session';

export type SessionKind = 'member' | 'staff';

const COOKIES: Record<SessionKind, string> = { member: 'kindred_session', staff: 'kindred_staff' };
const TOKEN_LENGTH_MAX = 200;

/** The session the call's header names, or null (an API client, or a page of another site). */
export function sessionKindOf(ctx: Context): SessionKind | null {
  const kind = ctx.get(SESSION_HEADER).trim().toLowerCase();
  return kind === 'member' || kind === 'staff' ? kind : null;
}

/** The token of the cookie the call's header names; undefined without the header or the cookie. */
export function cookieToken(ctx: Context): string | undefined {
  const kind = sessionKindOf(ctx);
  const token = kind ? ctx.cookies.get(COOKIES[kind]) : undefined;
  return token && token.length <= TOKEN_LENGTH_MAX && /^[\w.~-]+$/.test(token) ? token : undefined;
}

/** The member cookie of a plain navigation (no header can be added to one), for GET handlers with their own CSRF defence. */
export function memberCookieToken(ctx: Context): string | undefined {
  const token = ctx.cookies.get(COOKIES.member);
  return token && token.length <= TOKEN_LENGTH_MAX && /^[\w.~-]+$/.test(token) ? token : undefined;
}

/** Over HTTPS, directly (EDGE_TLS_*), behind a trusted proxy that says so, or by the site's address. */
function servedOverHttps(ctx: Context, config: EdgeConfig): boolean {
  return ctx.secure || config.SITE_URL.startsWith('https:');
}

function writeCookie(ctx: Context, name: string, value: string, maxAgeSeconds: number, config: EdgeConfig): void {
  // Written by hand: Koa's cookie jar refuses a Secure cookie on a request that reached us over plain
  // HTTP, which is every request behind an ingress that terminates TLS without TRUSTED_PROXIES.
  const parts = [`${name}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
  if (servedOverHttps(ctx, config)) parts.push('Secure');
  ctx.append('Set-Cookie', parts.join('; '));
}

/**
 * After a sign-in: a call that names its session gets the token as that cookie, and answers true (the
 * token then stays out of the answer's body, out of the page's reach). An API client gets no cookie.
 * The cookie's lifetime follows the session's: the server still ends it first when it ends sooner.
 */
export function keepSessionInCookie(ctx: Context, config: EdgeConfig, token: string, remembered: boolean): boolean {
  const kind = sessionKindOf(ctx);
  if (!kind || !token) return false;
  const seconds =
    remembered && kind === 'member' ? config.SESSION_ABSOLUTE_DAYS * 86_400 : config.SESSION_SHORT_TTL_HOURS * 3_600;
  writeCookie(ctx, COOKIES[kind], token, seconds, config);
  return true;
}

/** Sign-out, or a refused session: the named session's cookie goes. */
export function clearSessionCookie(ctx: Context, config: EdgeConfig): void {
  const kind = sessionKindOf(ctx);
  if (kind && ctx.cookies.get(COOKIES[kind]) !== undefined) writeCookie(ctx, COOKIES[kind], '', 0, config);
}
