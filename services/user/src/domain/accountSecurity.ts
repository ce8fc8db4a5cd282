import { currentContext, InputError, NotFoundError, RefusedError, UnavailableError } from '@kindred/kit';
import { isValidEmail } from '@kindred/rules';
import type { UserStore } from '../store/userStore';
import type { Mailer, PasswordHasher, SessionCache } from './ports';
import { hashToken, newToken } from './tokens';

export type EmailChangeKind = 'confirm' | 'revert';

export interface OpenEmailChange {
  /** Set on a change read back from the store. */
  id?: number;
  userId: number;
  oldEmail: string;
  newEmail: string;
}

export interface AccountSecurityStore {
  /** Records a two-factor step as used; false when that step or a later one was used already. */
  spendTotpStep(userId: number, step: number): Promise<boolean>;
  createEmailChange(
    change: OpenEmailChange & { kind: EmailChangeKind; codeHash: string; expiresAt: Date },
  ): Promise<void>;
  /** Marks a link used and answers its change, or null if unknown, used or expired. */
  consumeEmailChange(kind: EmailChangeKind, codeHash: string): Promise<OpenEmailChange | null>;
  /** Ends the open links of a kind created after `afterId`. */
  endEmailChanges(userId: number, kind: EmailChangeKind, afterId?: number): Promise<void>;
  /** Sets the address (only while the account still has `from`, when given); false when `to` is taken. */
  replaceEmail(userId: number, from: string | null, to: string): Promise<boolean>;
  endPasswordResets(userId: number): Promise<void>;
}

export interface AccountSecurityOptions {
  confirmTtlHours: number;
  revertTtlDays: number;
  now?: () => number;
}

/**
 * Step-up for what takes an account (docs/privacy.md): the password asked again, and an email change
 * that the new address confirms and the old one can undo. Nothing here tells a caller whether an
 * address belongs to another account: that account's owner gets a mail instead.
 */
export class AccountSecurity {
  private readonly now: () => number;

  constructor(
    private readonly users: UserStore,
    private readonly store: AccountSecurityStore,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly sessions: SessionCache,
    private readonly options: AccountSecurityOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  async findLoginAccount(name: string): Promise<number> {
    const trimmed = name.trim();
    return trimmed ? ((await this.users.findByLogin(trimmed))?.id ?? 0) : 0;
  }

  async checkPassword(userId: number, password: string): Promise<void> {
    const account = await this.users.findById(userId);
    if (!account) throw new NotFoundError('user_not_found');
    if (!(await this.hasher.verify(account.passwordHash, password).catch(() => false))) {
      throw new RefusedError('wrong_password');
    }
  }

  async requestEmailChange(userId: number, email: string, password: string, siteUrl: string): Promise<void> {
    const address = email.trim();
    if (!isValidEmail(address)) throw new InputError({ email: 'format' });
    await this.checkPassword(userId, password);
    // After the answer, whatever the address: a taken one must not answer sooner than a free one.
    void this.offerEmailChange(userId, address, siteUrl).catch((err: Error) =>
      currentContext()?.logger.error({ err: err.message, userId }, 'email change not offered'),
    );
  }

  private async offerEmailChange(userId: number, address: string, siteUrl: string): Promise<void> {
    const account = (await this.users.findById(userId))!;
    if (address.toLowerCase() === account.email.toLowerCase()) return;
    const holder = await this.users.findByEmail(address);
    if (holder) {
      // The holder learns someone tried; the caller, nothing.
      await this.mailer.sendAddressInUse(holder.email, holder.username);
      return;
    }
    const code = newToken();
    await this.store.createEmailChange({
      userId,
      kind: 'confirm',
      codeHash: hashToken(code),
      oldEmail: account.email,
      newEmail: address,
      expiresAt: new Date(this.now() + this.options.confirmTtlHours * 3_600_000),
    });
    await this.mailer.sendEmailChangeConfirmation(address, account.username, link(siteUrl, 'confirm', code));
  }

  async confirmEmailChange(code: string, siteUrl: string): Promise<void> {
    const change = await this.store.consumeEmailChange('confirm', hashToken(code));
    if (!change) throw new RefusedError('email_link_invalid');
    const account = await this.users.findById(change.userId);
    if (!account || !(await this.store.replaceEmail(change.userId, change.oldEmail, change.newEmail))) {
      throw new RefusedError('email_link_invalid');
    }
    const revert = newToken();
    await this.store.createEmailChange({
      userId: change.userId,
      oldEmail: change.oldEmail,
      newEmail: change.newEmail,
      kind: 'revert',
      codeHash: hashToken(revert),
      expiresAt: new Date(this.now() + this.options.revertTtlDays * 86_400_000),
    });
    // A reset mailed to the old address must not outlive the change.
    await this.store.endPasswordResets(change.userId);
    try {
      await this.mailer.sendEmailChanged(
        change.oldEmail,
        account.username,
        change.newEmail,
        link(siteUrl, 'revert', revert),
      );
    } catch {
      // The old address must be able to undo the change: no notice, no change.
      await this.store.replaceEmail(change.userId, change.newEmail, change.oldEmail);
      throw new UnavailableError('mail_unavailable');
    }
    await this.sessions.changed([change.userId]);
  }

  /**
   * Whoever changed the address may hold a session or a reset link: all of them end. The address
   * goes back to the one this link was mailed to, whatever it was changed to since; the undo links
   * of later changes end with it (earlier ones, mailed to the owner's older addresses, stay).
   */
  async revertEmailChange(code: string): Promise<number> {
    const change = await this.store.consumeEmailChange('revert', hashToken(code));
    if (!change || !(await this.store.replaceEmail(change.userId, null, change.oldEmail))) {
      throw new RefusedError('email_link_invalid');
    }
    await this.store.endEmailChanges(change.userId, 'confirm');
    await this.store.endEmailChanges(change.userId, 'revert', change.id);
    await this.store.endPasswordResets(change.userId);
    await this.sessions.drop(await this.users.revokeSessionsOf(change.userId));
    await this.sessions.changed([change.userId]);
    return change.userId;
  }

  /** A two-factor code is good once: its step must come after the last one this account used. */
  spendTotpStep(userId: number, step: number): Promise<boolean> {
    return this.store.spendTotpStep(userId, step);
  }
}

const link = (siteUrl: string, kind: EmailChangeKind, code: string) =>
  `${siteUrl.replace(/\/$/, '')}/member/account/email/${kind}?code=${encodeURIComponent(code)}`;
