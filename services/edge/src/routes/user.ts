import { z } from 'zod';
import { RefusedError } from '@kindred/kit';
import { characterCount, PASSWORD_MAX, PASSWORD_MIN, SIGNATURE_MAX, USERNAME_RUN } from '@kindred/rules';
import type { SessionUser__Output as SessionUser } from '@kindred/kit/generated/kindred/user/v1/SessionUser';
import { profileExtras } from '../enrich';
import { memberListPage } from '../memberListPages';
import { profile } from '../cards';
import { HOT, MEMBER_LISTS } from '../kept/hotReads';
import { Answer, route, type Caller, type RouteContext, type RouteGroup } from '../route';
import { Status } from '../envelope';
import { flag, id, millis, none, optionalText, page, requiredText, sex, text } from '../fields';
import { sessionOrigin } from './sessions';
import { profileFactsInput, saveProfileFacts } from './discovery';
import { PASSWORD_CHECKS, countPasswordCheck, signInAttempts } from '../passwordChecks';
import { clearSessionCookie, keepSessionInCookie } from '../sessionCookie';
import { namedMembers, oppositeSexNamed } from '../kept/listFilters';

/** How many the lists of one page show (the user service's default, asked for explicitly). */
const LIST_SIZE = 30;
const ONE_PAGE = { order: 'activity', page: 1, paged: false, size: LIST_SIZE } as const;

/**
 * The session record of docs/product.md section 3: user + balance (commerce) + newsfeed count (social),
 * the last two kept by the edge until their owner announces a change (sessionFigures.ts).
 */
async function sessionRecord(ctx: RouteContext, user: SessionUser): Promise<SessionUser> {
  const { commerce, social } = ctx.clients;
  const userId = Number(user.id);
  // Signing in must not depend on commerce or social: their figures degrade to zero when they are away.
  const [balance, trends] = await Promise.allSettled([
    commerce
      ? ctx.sessionFigures.balances.load(userId, async () => (await commerce.GetBalance({ user_id: userId })).amount)
      : undefined,
    social
      ? ctx.sessionFigures.newsfeedCounts.load(
          userId,
          async () => (await social.CountTrends({ user_id: userId })).count,
        )
      : undefined,
  ]);
  for (const result of [balance, trends]) {
    if (result.status === 'rejected')
      ctx.logger.warn({ err: (result.reason as Error).message }, 'session record incomplete');
  }
  const { role: _role, ...record } = user;
  return {
    ...record,
    amount: (balance.status === 'fulfilled' && balance.value) || '0.00',
    newfeedcount: (trends.status === 'fulfilled' && trends.value) || 0,
  } as SessionUser;
}

/** The caller's session record: the one authentication brought, else read again. */
async function sessionUserOf(caller: Caller, ctx: RouteContext): Promise<SessionUser> {
  if (ctx.session && Number(ctx.session.id) === Number(caller.user_id)) return ctx.session;
  return ctx.clients.user.GetSessionUser({ user_id: caller.user_id });
}

/** The web app's sign-in keeps its token in the session cookie, out of the page's reach; API clients get it in the body. */
function inCookieOrBody(ctx: RouteContext, record: SessionUser, remembered: boolean): SessionUser {
  if (!keepSessionInCookie(ctx.koa, ctx.config, record.token, remembered)) return record;
  const { token: _token, ...rest } = record;
  return rest as SessionUser;
}

/** A password being chosen: 6 to 18 characters, as the user service will insist. */
const newPassword = () => requiredText(PASSWORD_MAX).min(PASSWORD_MIN, 'length');

const loginInput = z.object({
  account: requiredText(100).refine((v) => USERNAME_RUN.test(v), 'format'),
  password: requiredText(100),
  /** The one-time code of a staff account with two-factor on (docs/staff-api.md). */
  totp: optionalText(10),
  /** "Remember me": a session of 30 days from its last use instead of one day; off when absent. */
  remember: flag().default(false),
});

const registerInput = z.object({
  username: requiredText(40),
  email: requiredText(100),
  password: requiredText(100),
  sex: sex().default(1),
  birthday: millis(),
  country: optionalText(2),
  laid: optionalText(40),
  code: optionalText(40),
});

export const userRoutes: RouteGroup = {
  service: 'user',
  routes: [
    route({
      path: '/member/index/login',
      summary: 'Sign in with username or email and password; remember=1 keeps the session 30 days from its last use',
      access: 'public',
      input: loginInput,
      codes: {
        wrong_credentials: -1,
        account_pending: -3,
        account_suspended: Status.forbidden,
        totp_required: -5,
        totp_invalid: -6,
      },
      message: 'login success',
      rateLimit: PASSWORD_CHECKS,
      async handle({ input, ctx }) {
        const { user, rejection_reason } = await ctx.clients.user.Login({
          ...input,
          ...sessionOrigin(ctx),
          ...signInAttempts(ctx),
        });
        if (rejection_reason) {
          return new Answer({ status: -4, msg: 'error.account_rejected', data: { reason: rejection_reason } });
        }
        return inCookieOrBody(ctx, await sessionRecord(ctx, user!), input.remember);
      },
    }),
    route({
      path: '/member/index/register',
      summary: 'Register (plain, or with invitation code and laid); answers data.status 2 while under review',
      access: 'public',
      input: registerInput,
      codes: { username_taken: -1 },
      rateLimit: { scope: 'register', limit: (c) => c.RATE_LIMIT_REGISTER_PER_HOUR, windowSeconds: 3600 },
      async handle({ input, ctx }) {
        const registered = await ctx.clients.user
          .Register({ ...input, signup_ip: ctx.ip, ...sessionOrigin(ctx) })
          .catch((err: unknown) => {
            // An address that has an account: its owner was mailed; the caller learns nothing (docs/privacy.md).
            if (err instanceof RefusedError && err.reason === 'registration_mailed') return null;
            throw err;
          });
        if (!registered) return new Answer({ status: Status.ok, msg: 'register.pending', data: { status: 2 } });
        const { user } = registered;
        // A registration's first session is remembered (docs/member-settings.md), and so is its cookie.
        const record = inCookieOrBody(ctx, await sessionRecord(ctx, user!), true);
        return new Answer({
          status: Status.ok,
          msg: record.status === 2 ? 'register.pending' : 'register.success',
          data: record,
        });
      },
    }),
    route({
      path: '/member/index/forget',
      summary: 'Mail a one-time password reset link (same answer whether or not the address exists)',
      access: 'public',
      input: z.object({ email: requiredText(200) }),
      codes: { email_format: -1 },
      message: 'forget.sent',
      rateLimit: {
        scope: 'forget',
        limit: (c) => c.RATE_LIMIT_FORGET_PER_HOUR,
        windowSeconds: 3600,
        perAccountField: 'email',
      },
      async handle({ input, ctx }) {
        await ctx.clients.user.RequestPasswordReset({ email: input.email, site_url: ctx.config.SITE_URL });
        return null;
      },
    }),
    route({
      path: '/member/index/resetpwd',
      summary: 'Choose a new password with the code from the reset mail',
      access: 'public',
      input: z.object({ code: requiredText(200), password: newPassword() }),
      codes: { reset_code_invalid: -1 },
      rateLimit: { scope: 'resetpwd', limit: (c) => c.RATE_LIMIT_FORGET_PER_HOUR * 4, windowSeconds: 3600 },
      async handle({ input, ctx }) {
        await ctx.clients.user.ResetPassword(input);
        return null;
      },
    }),
    route({
      path: '/member/index/logout',
      summary: 'Revoke the token',
      access: 'pending',
      input: none(),
      async handle({ ctx }) {
        await ctx.clients.user.Logout({ token: ctx.token });
        clearSessionCookie(ctx.koa, ctx.config);
        return null;
      },
    }),
    route({
      path: '/member/index/userinfo',
      summary: 'The signed-in member (session record)',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        // The record came with the caller (AuthenticateSession); balance and newsfeed count in parallel.
        return sessionRecord(ctx, await sessionUserOf(caller, ctx));
      },
    }),
    route({
      path: '/member/index/info',
      summary: 'Vip level and tier deadlines',
      access: 'pending',
      input: none(),
      async handle({ caller, ctx }) {
        const user = await sessionUserOf(caller, ctx);
        return { vip: user.vip, overduedate_1: user.overduedate_1, overduedate_2: user.overduedate_2 };
      },
    }),
    route({
      path: '/member/index/initdata',
      summary: 'Authority lists per vip level and the customer-service account',
      access: 'public',
      input: none(),
      async handle({ ctx }) {
        return ctx.hot.get(HOT.initData, () => ctx.clients.user.GetInitData({}));
      },
    }),
    route({
      path: '/member/index/profile',
      summary:
        'Save gender, birthday (and country), and the profile facts given (about, city, interests, looking_for, height_cm, languages); email only unchanged (changeemail moves it), avatar only unchanged (uploadimg and its photo review change it)',
      access: 'pending',
      input: z.object({
        avatar: optionalText(300),
        email: optionalText(100),
        sex: sex(),
        birthday: millis(),
        country: optionalText(2),
        ...profileFactsInput,
      }),
      message: 'modified success',
      async handle({ input, caller, ctx }) {
        const { avatar, email, sex, birthday, country, ...facts } = input;
        await ctx.clients.user.UpdateProfile({ user_id: caller.user_id, avatar, email, sex, birthday, country });
        await saveProfileFacts(ctx, caller.user_id, facts);
        return null;
      },
    }),
    route({
      path: '/member/index/changesignature',
      summary: 'Change the signature (30 characters at most)',
      access: 'pending',
      input: z.object({
        signature: text(200)
          .default('')
          .refine((v) => characterCount(v) <= SIGNATURE_MAX, 'too_long'),
      }),
      message: 'saved',
      async handle({ input, caller, ctx }) {
        await ctx.clients.user.ChangeSignature({ user_id: caller.user_id, signature: input.signature });
        return null;
      },
    }),
    route({
      path: '/member/index/changepwd',
      summary: 'Change the password; other sessions are signed out (counts toward the sign-in limit)',
      access: 'pending',
      input: z.object({ oldpassword: requiredText(PASSWORD_MAX), newpassword: newPassword() }),
      codes: { wrong_password: 0 },
      rateLimit: PASSWORD_CHECKS,
      async handle({ input, caller, ctx }) {
        await countPasswordCheck(ctx, caller.user_id);
        await ctx.clients.user.ChangePassword({ user_id: caller.user_id, ...input, keep_token: ctx.token });
        return null;
      },
    }),
    route({
      path: '/member/index/userdetail',
      summary: 'A member profile',
      access: 'member',
      authority: 'View_profiles',
      input: z.object({ id: id() }),
      codes: { user_not_found: -1 },
      async handle({ input, caller, ctx }) {
        // The member and its figures with the blocked-pair check at once; a profile seen before asks nothing.
        const [shown, fill] = await Promise.allSettled([
          profile(ctx, caller.user_id, input.id),
          profileExtras(ctx, caller.user_id, input.id),
        ]);
        // A member who is not there answers so, whether or not a kept blocked pair answered first.
        if (shown.status === 'rejected') throw shown.reason;
        if (fill.status === 'rejected') throw fill.reason;
        return { ...fill.value(shown.value.member), ...shown.value.facts };
      },
    }),
    route({
      path: '/member/index/userlist',
      summary: 'Members page by page (vip 0: first page only); username filters (needs Search_users)',
      access: 'member',
      input: z.object({ page: page(), username: optionalText(40) }),
      async handle({ input, caller, ctx }) {
        const { answer, members } = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.user.ListMembers({ caller, page: input.page, username: input.username, ...how }),
          {
            key: MEMBER_LISTS.kind('userlist', caller, input.username.trim().toLowerCase()),
            order: 'activity',
            page: input.page,
            paged: true,
            mayHold: namedMembers(input.username),
            viewer: { sex: caller.sex, username: caller.username },
          },
        );
        return {
          data: members,
          user: { vip: caller.vip },
          current_page: answer.page,
          last_page: answer.last_page,
          total: answer.total,
        };
      },
    }),
    route({
      path: '/member/index/onlinelist',
      summary: 'Members online now',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const page = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.user.ListOnlineMembers({ caller, limit: LIST_SIZE, ...how }),
          { ...ONE_PAGE, key: MEMBER_LISTS.kind('onlinelist', caller), in: ctx.onlineLists },
        );
        return page.members;
      },
    }),
    route({
      path: '/member/index/new_opposite_sex',
      summary: 'Newest members of the opposite sex',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const page = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.user.ListNewOppositeSex({ caller, limit: LIST_SIZE, ...how }),
          { ...ONE_PAGE, key: MEMBER_LISTS.kind('new_opposite_sex', caller), order: 'newest' },
        );
        return page.members;
      },
    }),
    route({
      path: '/member/index/memberwall',
      summary: 'The avatar wall',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const page = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.user.ListMemberWall({ caller, limit: LIST_SIZE, ...how }),
          { ...ONE_PAGE, key: MEMBER_LISTS.kind('memberwall', caller) },
        );
        return page.members;
      },
    }),
    route({
      path: '/member/index/search_opposite_sex',
      summary: 'Search members of the opposite sex by name',
      access: 'member',
      authority: 'Search_users',
      input: z.object({ username: requiredText(40) }),
      async handle({ input, caller, ctx }) {
        const page = await memberListPage(
          ctx,
          caller.user_id,
          (how) => ctx.clients.user.SearchOppositeSex({ caller, username: input.username, ...how }),
          {
            ...ONE_PAGE,
            key: MEMBER_LISTS.kind('search_opposite_sex', caller, input.username.trim().toLowerCase()),
            mayHold: oppositeSexNamed(caller.sex, input.username),
            viewer: { sex: caller.sex, username: caller.username },
          },
        );
        return page.members;
      },
    }),
    route({
      path: '/member/index/senotice',
      summary: 'My notices (gift received, report results)',
      access: 'member',
      input: none(),
      async handle({ caller, ctx }) {
        const { notices } = await ctx.clients.user.ListNotices({ user_id: caller.user_id });
        return notices;
      },
    }),
    route({
      path: '/member/index/upnotice',
      summary: 'Mark a notice read',
      access: 'member',
      input: z.object({ id: id() }),
      async handle({ input, caller, ctx }) {
        await ctx.clients.user.MarkNoticeRead({ user_id: caller.user_id, id: input.id });
        return null;
      },
    }),
  ],
};
