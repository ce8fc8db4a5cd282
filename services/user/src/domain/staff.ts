import { ConflictError, InputError, NotAllowedError, NotFoundError, RefusedError } from '@kindred/kit';
import type { Account, UserStore } from '../store/userStore';
import type { StaffActionFilter, StaffActionRecord, StaffStore } from '../store/staffStore';
import { ACCOUNT_ACTIVE, ACCOUNT_SUSPENDED, type Accounts } from './accounts';
import { AUTHORITY_NAMES, isAuthorityName } from '@kindred/rules';
import type { TotpCodes } from './ports';

export const STAFF_PAGE_SIZE = 20;
const REVIEW_BATCH_MAX = 100;
const APPROVED_NOTICE = 'Your registration has been approved. Welcome to Kindred!';

/** Tells every chat node that an account's sockets must close now (Redis pub/sub). */
export interface AccountClosures {
  announce(userId: number): Promise<void>;
}

export interface Paged<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
}

const paged = <T>(items: T[], total: number, page: number): Paged<T> => ({
  items,
  page,
  lastPage: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)),
  total,
});

/** The rules of the staff console that live in the user service (docs/staff-api.md). */
export class StaffConsole {
  constructor(
    private readonly accounts: Accounts,
    private readonly users: UserStore,
    private readonly store: StaffStore,
    private readonly closures: AccountClosures,
    private readonly options: {
      staff2fa: 'optional' | 'required';
      totp: TotpCodes;
      /** Tells the other instances and the chat nodes that the authority lists changed. */
      announceRightsChange: () => Promise<void>;
    },
  ) {}

  async requireStaff(staffId: number): Promise<Account> {
    const staff = await this.users.findById(staffId);
    if (!staff || staff.role === 'member') throw new NotAllowedError('staff_only');
    return staff;
  }

  async profile(staffId: number) {
    const staff = await this.requireStaff(staffId);
    return { staff, totpRequired: this.options.staff2fa === 'required' };
  }

  async enrolTotp(staffId: number): Promise<{ secret: string; url: string }> {
    const staff = await this.requireStaff(staffId);
    if (staff.totpEnabled) throw new ConflictError('totp_already_enabled');
    const secret = this.options.totp.newSecret();
    await this.store.setTotp(staffId, secret, false);
    await this.accounts.announceChanged([staffId]);
    return { secret, url: this.options.totp.keyUri(staff.username, secret) };
  }

  async confirmTotp(staffId: number, code: string) {
    const staff = await this.requireStaff(staffId);
    if (!staff.totpSecret) throw new ConflictError('totp_not_enrolled');
    if (!(await this.options.totp.check(code, staff.totpSecret, staffId))) throw new RefusedError('totp_invalid');
    await this.store.setTotp(staffId, staff.totpSecret, true);
    await this.accounts.announceChanged([staffId]);
    return this.profile(staffId);
  }

  async disableTotp(staffId: number, code: string) {
    const staff = await this.requireStaff(staffId);
    if (this.options.staff2fa === 'required') throw new NotAllowedError('totp_required_by_policy');
    if (!staff.totpEnabled) throw new ConflictError('totp_not_enabled');
    if (!(await this.options.totp.check(code, staff.totpSecret, staffId))) throw new RefusedError('totp_invalid');
    await this.store.setTotp(staffId, '', false);
    await this.accounts.announceChanged([staffId]);
    return this.profile(staffId);
  }

  async pendingRegistrations(page: number): Promise<Paged<Account>> {
    const { accounts, total } = await this.store.searchAccounts({
      status: 2,
      oldestFirst: true,
      limit: STAFF_PAGE_SIZE,
      offset: (page - 1) * STAFF_PAGE_SIZE,
    });
    return paged(accounts, total, page);
  }

  /** Approves or rejects registrations under review; the others are answered as skipped. */
  async review(userIds: number[], approve: boolean, reason: string) {
    const ids = [...new Set(userIds)];
    if (ids.length === 0 || ids.length > REVIEW_BATCH_MAX) throw new InputError({ userids: 'invalid' });
    const why = reason.trim();
    if (!approve && (why.length < 1 || why.length > 200)) throw new InputError({ reason: 'required' });
    const done: number[] = [];
    const skipped: number[] = [];
    for (const id of ids) {
      if (await this.store.review(id, approve, why)) done.push(id);
      else skipped.push(id);
    }
    await this.accounts.announceChanged(done);
    if (approve) {
      for (const id of done) {
        await this.users.createNotice(id, { type: 'system', gift: '', content: APPROVED_NOTICE }, `approved:${id}`);
      }
    }
    return { approved: approve ? done : [], rejected: approve ? [] : done, skipped };
  }

  async search(q: string, status: number, page: number): Promise<Paged<Account>> {
    const { accounts, total } = await this.store.searchAccounts({
      q,
      status: [1, 2, 3].includes(status) ? status : undefined,
      limit: STAFF_PAGE_SIZE,
      offset: (page - 1) * STAFF_PAGE_SIZE,
    });
    return paged(accounts, total, page);
  }

  async account(userId: number): Promise<Account> {
    return this.accounts.requireAccount(userId);
  }

  /** Suspends (every session revoked, every socket closed at once) or lifts a suspension. */
  async setStatus(userId: number, status: number): Promise<Account> {
    const target = await this.accounts.requireAccount(userId);
    // An erased account is no account: a lift must not bring back a login-less, nameless member.
    if (target.erased) throw new NotFoundError('user_not_found');
    if (status === ACCOUNT_SUSPENDED) {
      if (target.role !== 'member') throw new NotAllowedError('cannot_suspend_staff');
      await this.store.setStatus(userId, ACCOUNT_SUSPENDED);
      // The closure first: its 4403 (suspended) reaches the sockets before the sessions' revocation.
      await this.closures.announce(userId);
      await this.accounts.revokeAllSessions(userId);
    } else if (status === ACCOUNT_ACTIVE) {
      if (target.status !== ACCOUNT_SUSPENDED) throw new ConflictError('not_suspended');
      await this.store.setStatus(userId, ACCOUNT_ACTIVE);
      await this.accounts.announceChanged([userId]);
    } else {
      throw new InputError({ status: 'invalid' });
    }
    return this.accounts.requireAccount(userId);
  }

  async tierAuthorities() {
    return { lists: await this.accounts.authorityLists(), all: [...AUTHORITY_NAMES] };
  }

  async setTierAuthorities(vip: number, authorities: string[]) {
    if (![0, 1, 2].includes(vip)) throw new InputError({ vip: 'invalid' });
    const unknown = authorities.filter((name) => !isAuthorityName(name));
    if (unknown.length > 0) throw new InputError({ authorities: 'unknown' });
    await this.store.replaceTierAuthorities(vip, [...new Set(authorities)]);
    this.accounts.forgetAuthorities();
    await this.options.announceRightsChange();
    return this.tierAuthorities();
  }

  async record(action: Omit<StaffActionRecord, 'id' | 'createTime' | 'staffUsername'>) {
    const staff = await this.requireStaff(action.staffId);
    await this.store.recordAction({ ...action, staffUsername: staff.username });
  }

  async actions(filter: Omit<StaffActionFilter, 'limit' | 'offset'>, page: number): Promise<Paged<StaffActionRecord>> {
    const { actions, total } = await this.store.listActions({
      ...filter,
      limit: STAFF_PAGE_SIZE,
      offset: (page - 1) * STAFF_PAGE_SIZE,
    });
    return paged(actions, total, page);
  }

  async summary(now: number) {
    const since = new Date(now - 29 * 86_400_000);
    since.setUTCHours(0, 0, 0, 0);
    const [pending, signups] = await Promise.all([this.store.countPending(), this.store.signupsPerDay(since)]);
    return { pending, signups };
  }
}
