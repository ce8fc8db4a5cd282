import {
  AuthenticationError,
  ConflictError,
  currentContext,
  InputError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  RefusedError,
  passwordCheckKey,
} from '@kindred/kit';
import type { AccountChange } from '@kindred/kit';
import { isAdultBirthday, isCountry, isValidEmail, isValidPassword, isValidSignature } from '@kindred/rules';
import type { Account, UserStore } from '../store/userStore';
import { vipLevel, extendDeadline, type VipLevel } from './membership';
import type { AttemptCounter, Mailer, PasswordHasher, Presence, SessionCache, TotpCodes } from './ports';
import type { Caller, SessionOpening, SignedIn } from './signedIn';
import { registrationErrors, type Registration } from './registration';
import { hashToken, newInvitationCode, newToken } from './tokens';
import { cleanCountry } from './memberSessions';

/** Other user-service instances see an admin's authority change within this time. */
const AUTHORITY_CACHE_MS = 2_000;
export const ACCOUNT_ACTIVE = 1;
export const ACCOUNT_PENDING = 2;
export const ACCOUNT_SUSPENDED = 3;

export interface AccountsOptions {
  /** New accounts wait for staff approval (status 2) unless review is off. */
  registrationReview: boolean;
  /** A remembered member session lasts this long after its last use ("remember me", sliding). */
  sessionTtlDays: number;
  /** No session outlives this many days after its sign-in, however often it slides. */
  sessionAbsoluteDays?: number;
  /** A member session without "remember me" ends this long after sign-in. */
  shortSessionTtlHours?: number;
  resetTtlMinutes: number;
  pageSize: number;
  /** Staff and admin sessions end after this many hours. */
  staffSessionTtlHours?: number;
  /** `required`: a staff session without confirmed two-factor may only enrol (docs/staff-api.md). */
  staff2fa?: 'optional' | 'required';
  /** Checks a staff member's one-time code; absent, staff two-factor is off. */
  totp?: TotpCodes;
  /** Counts sign-in attempts toward the account when the edge asks (`login`'s `attempts`). */
  attemptCounter?: AttemptCounter;
  now?: () => number;
}

export type { Caller, SessionOpening, SignedIn } from './signedIn';

const NO_ORIGIN: SessionOpening = { userAgent: '', country: '', remembered: false };

/** Accounts, sessions, credentials and profiles: the rules of the user service. */
export class Accounts {
  private readonly now: () => number;
  private authorityCache: { at: number; lists: Record<0 | 1 | 2, string[]> } | null = null;

  constructor(
    private readonly store: UserStore,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly sessions: SessionCache,
    readonly presence: Presence,
    private readonly options: AccountsOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  vipOf(account: Account): VipLevel {
    return vipLevel(account.overdue1, account.overdue2, this.nowSeconds());
  }

  async register(input: Registration, signupIp = '', opening: SessionOpening = NO_ORIGIN): Promise<SignedIn> {
    const errors = registrationErrors(input, this.now());
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    if (await this.store.findByUsername(input.username)) throw new ConflictError('username_taken');
    await this.refuseAddressInUse(input.email);
    let invitedBy: number | null = null;
    if (input.code) {
      const inviter = await this.store.findByInvitationCode(input.code);
      if (!inviter) throw new InputError({ code: 'invalid' }, 'invitation_invalid');
      invitedBy = inviter.id;
    }
    let account: Account;
    try {
      account = await this.store.createAccount({
        username: input.username,
        email: input.email,
        passwordHash: await this.hasher.hash(input.password),
        sex: input.sex,
        birthday: input.birthday,
        country: input.country,
        laid: input.laid,
        invitationCode: newInvitationCode(),
        invitedBy,
        status: this.options.registrationReview ? ACCOUNT_PENDING : ACCOUNT_ACTIVE,
        signupIp: signupIp.slice(0, 64),
      });
    } catch (err) {
      // Two registrations racing for the same name or address: the unique index decides.
      const detail = String((err as { parent?: { constraint?: string } }).parent?.constraint ?? '');
      if (detail.includes('username')) throw new ConflictError('username_taken');
      if (detail.includes('email')) await this.refuseAddressInUse(input.email);
      throw err;
    }
    // A new member joins the member lists the edges keep.
    await this.announceChanged([account.id], 'joined');
    return this.openSession(account, opening);
  }

  /**
   * An address that has an account is not told to whoever typed it (docs/privacy.md, "Enumeration"):
   * its owner gets a mail, and the registration ends as `registration_mailed`, which the edge answers
   * like a registration waiting for review.
   */
  private async refuseAddressInUse(email: string): Promise<void> {
    const holder = await this.store.findByEmail(email);
    if (!holder) return;
    void this.mailer.sendAddressInUse(holder.email, holder.username);
    throw new RefusedError('registration_mailed');
  }

  /** Signs in; a rejected registration answers its reason instead of a session. */
  async login(
    accountName: string,
    password: string,
    totpCode = '',
    opening: SessionOpening = NO_ORIGIN,
    attempts?: { limit: number; windowSeconds: number },
  ): Promise<SignedIn | { rejectionReason: string }> {
    const account = await this.store.findByLogin(accountName);
    // Before the password is checked: past the account's allowance no guess is even tried.
    if (attempts && attempts.limit > 0 && this.options.attemptCounter) {
      const key = passwordCheckKey(account ? { userId: account.id } : { name: accountName });
      if (!(await this.options.attemptCounter.allow(key, attempts.limit, attempts.windowSeconds)))
        throw new RateLimitedError('rate_limited');
    }
    // Verify against a real hash even for an unknown account so timing does not tell them apart.
    const valid = await this.hasher.verify(account?.passwordHash ?? DUMMY_HASH, password).catch(() => false);
    // An erased account is no account (its password is gone too; this holds whatever a hash says).
    if (!account || !valid || account.erased) throw new RefusedError('wrong_credentials');
    if (account.status === ACCOUNT_PENDING) throw new RefusedError('account_pending');
    if (account.status === ACCOUNT_SUSPENDED && account.rejectionReason) {
      return { rejectionReason: account.rejectionReason };
    }
    if (account.status === ACCOUNT_SUSPENDED) throw new RefusedError('account_suspended');
    if (account.role !== 'member' && account.totpEnabled && this.options.totp) {
      if (!totpCode) throw new RefusedError('totp_required');
      if (!(await this.options.totp.check(totpCode, account.totpSecret, account.id)))
        throw new RefusedError('totp_invalid');
    }
    const recorded = await this.store.touchLogin(account.id);
    // The sign-in time orders the lists the edges keep, and is on the cards; a cancelled deletion: anything.
    if (recorded.deletionCancelled) await this.announceChanged([account.id]);
    else if (recorded.movedAt !== null) await this.announceChanged([account.id], 'signin', recorded.movedAt);
    return this.openSession(account, opening);
  }

  /** Staff sessions never slide; a member's lasts 30 days from its last use when remembered. */
  private async openSession(account: Account, opening: SessionOpening): Promise<SignedIn> {
    const token = newToken();
    const member = account.role === 'member';
    const remembered = member && opening.remembered;
    const ttlMs = !member
      ? (this.options.staffSessionTtlHours ?? 12) * 3_600_000
      : remembered
        ? this.options.sessionTtlDays * 86_400_000
        : (this.options.shortSessionTtlHours ?? 24) * 3_600_000;
    const expires = new Date(this.now() + ttlMs);
    const opened = await this.store.createSession(account.id, hashToken(token), expires, {
      userAgent: opening.userAgent.slice(0, 512),
      country: cleanCountry(opening.country),
      remembered,
    });
    // The account was erased while this sign-in was on its way.
    if (!opened) throw new RefusedError('wrong_credentials');
    return { token, account, vip: this.vipOf(account) };
  }

  async logout(token: string): Promise<void> {
    const tokenHash = hashToken(token);
    await this.store.revokeSession(tokenHash);
    await this.sessions.drop([tokenHash]);
  }

  async authenticate(token: string): Promise<Caller> {
    return (await this.authenticateAccount(token)).caller;
  }

  /** The caller of a session token and the account behind it (one read of each). */
  async authenticateAccount(token: string): Promise<{ caller: Caller; account: Account }> {
    if (!token) throw new AuthenticationError('token_missing');
    const tokenHash = hashToken(token);
    let userId = await this.sessions.get(tokenHash);
    if (userId === null) {
      userId = await this.store.findSessionUser(
        tokenHash,
        this.options.sessionTtlDays * 86_400,
        this.options.sessionAbsoluteDays ?? 90,
      );
      if (userId === null) throw new AuthenticationError('token_invalid');
      await this.sessions.set(tokenHash, userId);
    }
    const account = await this.store.findById(userId);
    if (!account) throw new AuthenticationError('token_invalid');
    if (account.status === ACCOUNT_SUSPENDED) throw new AuthenticationError('account_suspended');
    const vip = this.vipOf(account);
    const caller: Caller = {
      userId: account.id,
      username: account.username,
      vip,
      sex: account.sex,
      status: account.status,
      role: account.role,
      authorities: (await this.authorityLists())[vip],
      totpPending: account.role !== 'member' && this.options.staff2fa === 'required' && !account.totpEnabled,
    };
    return { caller, account };
  }

  async authorityLists(): Promise<Record<0 | 1 | 2, string[]>> {
    if (!this.authorityCache || this.now() - this.authorityCache.at > AUTHORITY_CACHE_MS) {
      this.authorityCache = { at: this.now(), lists: await this.store.tierAuthorities() };
    }
    return this.authorityCache.lists;
  }

  /** After an admin changed the lists: this instance reads them again at once. */
  forgetAuthorities(): void {
    this.authorityCache = null;
  }

  /** Ends every session of an account (suspension), cached ones included. */
  async revokeAllSessions(userId: number): Promise<void> {
    await this.sessions.drop(await this.store.revokeSessionsOf(userId));
    await this.announceChanged([userId]);
  }

  /** Mails a one-time link when the address is known; answers the same either way. */
  async requestPasswordReset(email: string, siteUrl: string): Promise<void> {
    if (!isValidEmail(email)) throw new InputError({ email: 'format' }, 'email_format');
    const account = await this.store.findByEmail(email);
    if (!account || account.status === ACCOUNT_SUSPENDED) return;
    // After the answer: a known address must not answer later than an unknown one (SMTP takes a while).
    void this.mailPasswordReset(account, siteUrl).catch((err: Error) =>
      currentContext()?.logger.error({ err: err.message, userId: account.id }, 'reset not sent'),
    );
  }

  private async mailPasswordReset(account: Account, siteUrl: string): Promise<void> {
    const code = newToken();
    await this.store.createPasswordReset(
      account.id,
      hashToken(code),
      new Date(this.now() + this.options.resetTtlMinutes * 60_000),
    );
    const link = `${siteUrl.replace(/\/$/, '')}/reset-password?code=${encodeURIComponent(code)}`;
    await this.mailer.sendPasswordReset(account.email, account.username, link);
  }

  async resetPassword(code: string, password: string): Promise<void> {
    if (!isValidPassword(password)) throw new InputError({ password: 'length' });
    const userId = await this.store.consumePasswordReset(hashToken(code));
    if (userId === null) throw new RefusedError('reset_code_invalid');
    await this.store.setPasswordHash(userId, await this.hasher.hash(password));
    await this.sessions.drop(await this.store.revokeSessionsOf(userId));
  }

  async changePassword(userId: number, oldPassword: string, newPassword: string, currentToken?: string): Promise<void> {
    if (!isValidPassword(newPassword)) throw new InputError({ newpassword: 'length' });
    const account = await this.requireAccount(userId);
    if (!(await this.hasher.verify(account.passwordHash, oldPassword).catch(() => false))) {
      throw new RefusedError('wrong_password');
    }
    await this.store.setPasswordHash(userId, await this.hasher.hash(newPassword));
    const keep = currentToken ? hashToken(currentToken) : undefined;
    await this.sessions.drop(await this.store.revokeSessionsOf(userId, keep));
  }

  async updateProfile(
    userId: number,
    fields: { avatar: string; email: string; sex: number; birthday: number; country: string },
  ): Promise<void> {
    const errors: Record<string, string> = {};
    if (!fields.birthday) errors.birthday = 'required';
    else if (!isAdultBirthday(fields.birthday, this.now())) errors.birthday = 'underage';
    if (fields.sex !== 0 && fields.sex !== 1) errors.sex = 'invalid';
    if (fields.country && !isCountry(fields.country)) errors.country = 'invalid';
    const account = await this.requireAccount(userId);
    // The avatar changes only through an upload and its photo review (media): the profile's avatar
    // field changes nothing. Another member's picture is refused as before; one of the member's own
    // (an app still showing one that was since approved, replaced or rejected) is let go.
    if (fields.avatar && !isOwnAvatar(fields.avatar, userId)) errors.avatar = 'invalid';
    // The address moves only with the password and the new address's consent (AccountSecurity).
    if (fields.email && fields.email.trim().toLowerCase() !== account.email.toLowerCase()) {
      errors.email = 'change_needs_password';
    }
    if (Object.keys(errors).length > 0) throw new InputError(errors);
    await this.store.updateProfile(userId, {
      sex: fields.sex,
      birthday: fields.birthday,
      ...(fields.country ? { country: fields.country } : {}),
    });
    // Another sex moves the member to the other sex's lists: every list may change.
    await this.announceChanged([userId], fields.sex === account.sex ? 'card' : undefined);
  }

  async changeSignature(userId: number, signature: string): Promise<void> {
    if (!isValidSignature(signature)) throw new InputError({ signature: 'too_long' });
    await this.requireAccount(userId);
    await this.store.updateProfile(userId, { signature });
    await this.announceChanged([userId], 'card');
  }

  /**
   * Media's photo review sets it: the avatar everyone sees, or (pending) the one its owner sees while
   * staff review it; '' for none.
   */
  async setAvatar(userId: number, avatar: string, options: { pending?: boolean; quiet?: boolean } = {}): Promise<void> {
    if (avatar !== '' && !isOwnAvatar(avatar, userId)) throw new InputError({ avatar: 'invalid' });
    await this.requireAccount(userId);
    if (options.pending) await this.store.setPendingAvatar(userId, avatar);
    else await this.store.setAvatar(userId, avatar, options.quiet);
    await this.announceChanged([userId], 'card');
  }

  async extendMembership(userId: number, tier: number, months: number, key: string): Promise<Account> {
    if (tier !== 1 && tier !== 2) throw new InputError({ tier: 'invalid' });
    if (!Number.isInteger(months) || months < 1 || months > 120) throw new InputError({ months: 'invalid' });
    if (!key) throw new InputError({ idempotency_key: 'required' });
    await this.requireAccount(userId);
    const nowSeconds = this.nowSeconds();
    const account = await this.store.grantMembership(userId, tier, months, key, (current) =>
      extendDeadline(current, nowSeconds, months),
    );
    await this.announceChanged([userId], 'card');
    return account;
  }

  async reviewRegistration(staffId: number, userId: number, approve: boolean): Promise<void> {
    const staff = await this.requireAccount(staffId);
    if (staff.role === 'member') throw new NotAllowedError('staff_only');
    if (!(await this.store.reviewRegistration(userId, approve))) throw new NotFoundError('registration_not_found');
    if (!approve) await this.sessions.drop(await this.store.revokeSessionsOf(userId));
    await this.announceChanged([userId]);
  }

  /**
   * Suspends an account (status 3) and revokes every session of it: its sockets close on every chat
   * node at once. Staff suspensions go through here.
   */
  async suspend(userId: number): Promise<void> {
    await this.requireAccount(userId);
    await this.store.setStatus(userId, ACCOUNT_SUSPENDED);
    await this.sessions.drop(await this.store.revokeSessionsOf(userId));
    await this.announceChanged([userId]);
  }

  /**
   * After any change to what an account's signed-in record or member card holds: the edges drop the
   * callers and cards they kept for it, so that the next call sees the new tier, status, role, profile
   * or sign-in time. `change` says what changed when it is one thing (kit's `AccountChange`); `at` is
   * a sign-in's new sign-in time.
   */
  async announceChanged(userIds: number[], change?: AccountChange, at?: number): Promise<void> {
    await this.sessions.changed(userIds, change, at);
  }

  accountEvents(afterId: number, limit: number) {
    return this.store.listAccountEvents(afterId, limit);
  }

  async requireAccount(userId: number): Promise<Account> {
    const account = await this.store.findById(userId);
    if (!account) throw new NotFoundError('user_not_found');
    return account;
  }
}

/** Avatars are objects the media service stored for this member. */
function isOwnAvatar(avatar: string, userId: number): boolean {
  return avatar.startsWith(`/media/avatars/${userId}/`) && /^[\w/.-]+$/.test(avatar) && !avatar.includes('..');
}

/** argon2id hash of a random string: verifying against it costs what a real check costs. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Qk1xqW2x2mN1d3uY6iPq0x6sQ4iKkz3p0c2n1m5Yk2U';
