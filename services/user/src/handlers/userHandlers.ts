import { InputError, type AsyncHandlers } from '@kindred/kit';
import { ERASED_MEMBER_NAME } from '../domain/erasedMember';
import type { UserServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/UserService';
import type { Member } from '@kindred/kit/generated/kindred/common/v1/Member';
import type { SessionUser } from '@kindred/kit/generated/kindred/user/v1/SessionUser';
import type { Caller__Output } from '@kindred/kit/generated/kindred/common/v1/Caller';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import type { Accounts, Caller } from '../domain/accounts';
import { OVER_FETCH_MAX, type ListedAs, type MemberPage, type MemberView, type Members } from '../domain/members';
import type { MemberList } from '@kindred/kit/generated/kindred/user/v1/MemberList';
import type { Notices } from '../domain/notices';
import type { MemberSettingsBook } from '../domain/memberSettings';
import type { MemberSessions } from '../domain/memberSessions';
import { settingsHandlers } from './settingsHandlers';
import { sessionHandlers } from './sessionHandlers';
import type { Account } from '../store/userStore';
import type { AccountMetrics } from '../accountMetrics';

const LIST_LIMIT = 30;

function sessionUser(account: Account, vip: number, token = ''): SessionUser {
  return {
    id: account.id,
    token,
    username: account.username,
    // The member sees their own avatar at once, while it waits for review.
    avatar: account.pendingAvatar || account.avatar,
    sex: account.sex,
    birthday: account.birthday,
    email: account.email,
    country: account.country,
    vip,
    signature: account.signature,
    amount: '0.00',
    invitation_code: account.invitationCode,
    newfeedcount: 0,
    overduedate_1: account.overdue1,
    overduedate_2: account.overdue2,
    status: account.status,
    laid: account.laid,
    role: account.role,
  };
}

function callerMessage(caller: Caller): Caller__Output {
  return {
    user_id: caller.userId,
    username: caller.username,
    vip: caller.vip,
    sex: caller.sex,
    status: caller.status,
    role: caller.role,
    authorities: caller.authorities,
    totp_pending: caller.totpPending,
  };
}

/** A member as lists show them; email only to the member themself. */
export function member(view: MemberView, viewerId = 0): Member {
  const { account } = view;
  return {
    id: account.id,
    mid: account.id,
    username: account.erased ? ERASED_MEMBER_NAME : account.username,
    avatar: account.avatar,
    vip: view.vip,
    is_online: view.isOnline,
    sex: account.sex,
    birthday: account.birthday,
    last_login_time: account.lastLoginTime,
    country: account.country,
    signature: account.signature,
    email: viewerId === account.id ? account.email : '',
    verified: account.verified ? 1 : 0,
  };
}

/** The caller as the edge passed it; the lists trust the edge's resolution of the token. */
export function callerOf(caller: Caller__Output | null): Caller {
  if (!caller || !caller.user_id) throw new InputError({ caller: 'required' });
  return {
    userId: caller.user_id,
    username: caller.username,
    vip: Math.min(2, Math.max(0, caller.vip)) as 0 | 1 | 2,
    sex: caller.sex,
    status: caller.status,
    role: (caller.role || 'member') as Caller['role'],
    authorities: caller.authorities,
    totpPending: caller.totp_pending,
  };
}

const limitOf = (limit: number) => (limit > 0 && limit <= 100 ? limit : LIST_LIMIT);

/** The caller's blocked pairs as the edge passes them (social's), each once. */
const blockedOf = (ids: number[]) => [...new Set(ids.map(Number))];

/** What a single-page list's request carries. */
interface ListAsked {
  caller: Caller__Output | null;
  limit: number;
  blocked_ids: number[];
  shared: boolean;
  over_fetch: number;
}

/**
 * A single-page list asked `shared` (members.ts, `Sharing`): the list of the caller's kind, as a
 * caller with no id of their own and no blocked pair sees it, `over_fetch` longer; the edge leaves
 * the viewer and their blocked pairs out of it.
 */
function listOf(req: ListAsked) {
  const caller = callerOf(req.caller);
  if (!req.shared) return { caller, limit: limitOf(req.limit), blocked: blockedOf(req.blocked_ids) };
  const more = Math.min(Math.max(0, req.over_fetch), OVER_FETCH_MAX);
  return { caller: { ...caller, userId: 0 }, limit: limitOf(req.limit) + more, blocked: [] };
}

/** A list's answer: its members' cards, or their ids alone when the edge asks for ids (it keeps the cards). */
async function memberList(
  members: Members,
  idsOnly: boolean,
  list: <T>(as: ListedAs<T>) => Promise<T[]>,
): Promise<MemberList> {
  if (idsOnly) return { members: [], member_ids: await list(members.asIds) };
  return { members: (await list(members.asViews)).map((v) => member(v)), member_ids: [] };
}

export function userHandlers(
  accounts: Accounts,
  members: Members,
  notices: Notices,
  settings: MemberSettingsBook,
  sessions: MemberSessions,
  counted: Pick<AccountMetrics, 'login' | 'registration'> = { login: (w) => w, registration: (w) => w },
): AsyncHandlers<UserServiceHandlers> {
  return {
    ...settingsHandlers(settings, (ids) => accounts.announceChanged(ids)),
    ...sessionHandlers(sessions),
    async Register(req) {
      const signed = await counted.registration(
        accounts.register(
          {
            username: req.username.trim(),
            email: req.email.trim(),
            password: req.password,
            sex: req.sex,
            birthday: req.birthday,
            country: req.country.trim(),
            laid: req.laid.trim(),
            code: req.code.trim(),
          },
          req.signup_ip,
          // A new account's first session is on the member's own device: it lasts like a remembered one.
          { userAgent: req.user_agent, country: req.ip_country, remembered: true },
        ),
      );
      return { user: sessionUser(signed.account, signed.vip, signed.token) };
    },
    async Login(req) {
      const opening = { userAgent: req.user_agent, country: req.ip_country, remembered: req.remember };
      const attempts = { limit: req.attempt_limit, windowSeconds: req.attempt_window_seconds };
      const signed = await counted.login(
        accounts.login(req.account.trim(), req.password, req.totp.trim(), opening, attempts),
      );
      if ('rejectionReason' in signed) return { rejection_reason: signed.rejectionReason };
      return { user: sessionUser(signed.account, signed.vip, signed.token) };
    },
    async Logout(req) {
      await accounts.logout(req.token);
      return {};
    },
    async Authenticate(req) {
      return callerMessage(await accounts.authenticate(req.token));
    },
    async AuthenticateSession(req) {
      const { caller, account } = await accounts.authenticateAccount(req.token);
      return { caller: callerMessage(caller), user: sessionUser(account, caller.vip) };
    },
    async RequestPasswordReset(req) {
      await accounts.requestPasswordReset(req.email.trim(), req.site_url);
      return {};
    },
    async ResetPassword(req) {
      await accounts.resetPassword(req.code, req.password);
      return {};
    },
    async GetSessionUser(req) {
      const account = await accounts.requireAccount(req.user_id);
      return sessionUser(account, accounts.vipOf(account));
    },
    async GetInitData() {
      const lists = await accounts.authorityLists();
      const service = await accounts.requireAccount(CUSTOMER_SERVICE_ID);
      return {
        authority: { vip0: lists[0], vip1: lists[1], vip2: lists[2] },
        service: { id: service.id, username: service.username, avatar: service.avatar },
      };
    },
    async UpdateProfile(req) {
      await accounts.updateProfile(req.user_id, {
        avatar: req.avatar.trim(),
        email: req.email.trim(),
        sex: req.sex,
        birthday: req.birthday,
        country: req.country.trim(),
      });
      return {};
    },
    async ChangeSignature(req) {
      await accounts.changeSignature(req.user_id, req.signature.trim());
      return {};
    },
    async ChangePassword(req) {
      await accounts.changePassword(req.user_id, req.oldpassword, req.newpassword, req.keep_token || undefined);
      return {};
    },
    async SetAvatar(req) {
      await accounts.setAvatar(req.user_id, req.avatar.trim(), { pending: req.pending, quiet: req.quiet });
      return {};
    },
    async GetMember(req) {
      return member(await members.get(req.id, req.viewer_id), req.viewer_id);
    },
    async GetMembers(req) {
      const listing = req.listing ? { viewerId: req.viewer_id } : undefined;
      const which = { withErased: req.with_erased, reachable: req.reachable };
      return { members: (await members.byIds(req.ids, listing, which)).map((view) => member(view)) };
    },
    async GetPrivacy(req) {
      const list = await members.privacy(req.ids);
      return {
        members: list.map((p) => ({
          id: p.id,
          chat_from: p.chatFrom,
          hide_online: p.hideOnline,
          found: p.found,
          status: p.status,
          erased: p.erased,
          deletion_pending: p.deletionPending,
          hide_from_visitors: p.hideFromVisitors,
          verified: p.verified,
          registered_at: p.registeredAt,
        })),
      };
    },
    async FindMemberByUsername(req) {
      return member(await members.byUsername(req.username));
    },
    async ListMembers(req) {
      const caller = callerOf(req.caller);
      const at = Math.max(1, req.page);
      const paging = (page: MemberPage<unknown>) => ({ page: page.page, last_page: page.lastPage, total: page.total });
      if (req.shared) {
        const sharing = {
          overFetch: req.over_fetch,
          ...(req.among_ids.length ? { among: blockedOf(req.among_ids) } : {}),
        };
        const page = await members.list(caller, at, req.username, members.asPlaces, [], sharing);
        const shape = { activity_us: page.activities ?? [], page_size: members.pageSize };
        return { members: [], member_ids: page.members, ...shape, ...paging(page) };
      }
      if (req.ids_only) {
        const page = await members.list(caller, at, req.username, members.asIds, blockedOf(req.blocked_ids));
        return { members: [], member_ids: page.members, ...paging(page) };
      }
      const page = await members.list(caller, at, req.username, members.asViews, blockedOf(req.blocked_ids));
      return { members: page.members.map((v) => member(v)), member_ids: [], ...paging(page) };
    },
    async ListOnlineMembers(req) {
      const { caller, limit, blocked } = listOf(req);
      return memberList(members, req.ids_only, (as) => members.online(caller, limit, as, blocked));
    },
    async ListNewOppositeSex(req) {
      const { caller, limit, blocked } = listOf(req);
      return memberList(members, req.ids_only, (as) => members.newOppositeSex(caller, limit, as, blocked));
    },
    async ListMemberWall(req) {
      const { caller, limit, blocked } = listOf(req);
      return memberList(members, req.ids_only, (as) => members.wall(caller, limit, as, blocked));
    },
    async SearchOppositeSex(req) {
      const { caller, blocked, limit } = listOf({ ...req, limit: 0 });
      return memberList(members, req.ids_only, (as) =>
        members.searchOppositeSex(caller, req.username, as, blocked, limit),
      );
    },
    async ListNotices(req) {
      const { notices: list, unread } = await notices.list(req.user_id);
      return {
        notices: list.map((n) => ({
          id: n.id,
          type: n.type,
          status: n.status,
          gift: n.gift,
          content: n.content,
          create_time: n.createTime,
        })),
        unread,
      };
    },
    async MarkNoticeRead(req) {
      await notices.markRead(req.user_id, req.id);
      return {};
    },
    async CreateNotice(req) {
      const n = await notices.create(
        req.user_id,
        { type: req.type, gift: req.gift, content: req.content },
        req.idempotency_key,
        req.about_member_id,
      );
      return { id: n.id, type: n.type, status: n.status, gift: n.gift, content: n.content, create_time: n.createTime };
    },
    async ExtendMembership(req) {
      const account = await accounts.extendMembership(req.user_id, req.tier, req.months, req.idempotency_key);
      return sessionUser(account, accounts.vipOf(account));
    },
    async ReviewRegistration(req) {
      await accounts.reviewRegistration(req.staff_id, req.user_id, req.approve);
      return {};
    },
    async ListAccountEvents(req) {
      const events = await accounts.accountEvents(req.after_id, req.limit > 0 && req.limit <= 500 ? req.limit : 100);
      return { events: events.map((e) => ({ id: e.id, type: e.type, user_id: e.userId, create_time: e.createTime })) };
    },
  };
}
