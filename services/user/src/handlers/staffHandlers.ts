import type { AsyncHandlers } from '@kindred/kit';
import type { UserStaffServiceHandlers } from '@kindred/kit/generated/kindred/user/v1/UserStaffService';
import type { StaffAccount } from '@kindred/kit/generated/kindred/user/v1/StaffAccount';
import type { Accounts } from '../domain/accounts';
import type { Paged, StaffConsole } from '../domain/staff';
import type { StaffAccounts } from '../domain/staffAccounts';
import type { Account } from '../store/userStore';

function ageOf(birthdayMs: number, nowMs: number): number {
  const born = new Date(birthdayMs);
  const now = new Date(nowMs);
  let age = now.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < born.getUTCMonth() ||
    (now.getUTCMonth() === born.getUTCMonth() && now.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
}

const pageOf = (page: number) => (page > 0 && page < 100_000 ? page : 1);

/** gRPC transport of the staff console's user-service calls. */
export function staffHandlers(
  accounts: Accounts,
  staff: StaffConsole,
  staffAccounts: StaffAccounts,
): AsyncHandlers<UserStaffServiceHandlers> {
  const view = (a: Account): StaffAccount => ({
    id: a.id,
    username: a.username,
    email: a.email,
    sex: a.sex,
    birthday: a.birthday,
    country: a.country,
    // Staff see the avatar waiting for review too (registrations are reviewed by their picture).
    avatar: a.pendingAvatar || a.avatar,
    signature: a.signature,
    status: a.status,
    role: a.role,
    vip: accounts.vipOf(a),
    overduedate_1: a.overdue1,
    overduedate_2: a.overdue2,
    signup_ip: a.signupIp,
    create_time: a.createTime,
    last_login_time: a.lastLoginTime,
    rejection_reason: a.rejectionReason,
    age: ageOf(a.birthday, accounts.nowSeconds() * 1000),
  });
  const page = (p: Paged<Account>) => ({
    items: p.items.map(view),
    page: p.page,
    last_page: p.lastPage,
    total: p.total,
  });
  const profile = ({ staff: s, totpRequired }: Awaited<ReturnType<StaffConsole['profile']>>) => ({
    id: s.id,
    username: s.username,
    role: s.role,
    totp_enabled: s.totpEnabled,
    totp_required: totpRequired,
  });
  const lists = ({ lists: l, all }: Awaited<ReturnType<StaffConsole['tierAuthorities']>>) => ({
    vip0: l[0],
    vip1: l[1],
    vip2: l[2],
    all,
  });

  return {
    async GetStaffProfile(req) {
      return profile(await staff.profile(req.staff_id));
    },
    async EnrolTotp(req) {
      const enrolment = await staff.enrolTotp(req.staff_id);
      return { secret: enrolment.secret, otpauth_url: enrolment.url };
    },
    async ConfirmTotp(req) {
      return profile(await staff.confirmTotp(req.staff_id, req.code.trim()));
    },
    async DisableTotp(req) {
      return profile(await staff.disableTotp(req.staff_id, req.code.trim()));
    },
    async ListPendingRegistrations(req) {
      return page(await staff.pendingRegistrations(pageOf(req.page)));
    },
    async ReviewRegistrations(req) {
      await staff.requireStaff(req.staff_id);
      return staff.review(req.user_ids, req.approve, req.reason);
    },
    async SearchAccounts(req) {
      return page(await staff.search(req.q, req.status, pageOf(req.page)));
    },
    async GetAccount(req) {
      return view(await staff.account(req.user_id));
    },
    async GetAccounts(req) {
      const found = await Promise.all(req.user_ids.slice(0, 200).map((id) => staff.account(id).catch(() => null)));
      const items = found.filter((a): a is Account => a !== null).map(view);
      return { items, page: 1, last_page: 1, total: items.length };
    },
    async SetAccountStatus(req) {
      return view(await staff.setStatus(req.user_id, req.status));
    },
    async GetTierAuthorities() {
      return lists(await staff.tierAuthorities());
    },
    async SetTierAuthorities(req) {
      return lists(await staff.setTierAuthorities(req.vip, req.authorities));
    },
    async RecordStaffAction(req) {
      await staff.record({
        staffId: req.staff_id,
        action: req.action,
        targetType: req.target_type,
        targetId: req.target_id,
        before: req.before_json ? (JSON.parse(req.before_json) as unknown) : null,
        after: req.after_json ? (JSON.parse(req.after_json) as unknown) : null,
      });
      return {};
    },
    async ListStaffActions(req) {
      const p = await staff.actions(
        {
          staffId: req.staff_id || undefined,
          action: req.action || undefined,
          targetId: req.target_id || undefined,
          from: req.from || undefined,
          to: req.to || undefined,
        },
        pageOf(req.page),
      );
      return {
        items: p.items.map((a) => ({
          id: a.id,
          staff_id: a.staffId,
          staff_username: a.staffUsername,
          action: a.action,
          target_type: a.targetType,
          target_id: a.targetId,
          before_json: JSON.stringify(a.before ?? null),
          after_json: JSON.stringify(a.after ?? null),
          create_time: a.createTime,
        })),
        page: p.page,
        last_page: p.lastPage,
        total: p.total,
      };
    },
    async ListStaffAccounts() {
      const items = (await staffAccounts.list()).map(view);
      return { items, page: 1, last_page: 1, total: items.length };
    },
    async CreateStaffAccount(req) {
      return view(
        await staffAccounts.create({
          username: req.username.trim(),
          email: req.email.trim(),
          password: req.password,
          role: req.role,
        }),
      );
    },
    async SetRole(req) {
      return view(await staffAccounts.setRole(req.staff_id, req.user_id, req.role));
    },
    async GetStaffSummary() {
      const s = await staff.summary(accounts.nowSeconds() * 1000);
      return { pending_reviews: s.pending, signups: s.signups };
    },
  };
}
