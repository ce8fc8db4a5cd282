import { NotFoundError, RefusedError } from '@kindred/kit';
import type { MemberDataStore, PendingDeletion } from '../store/memberDataStore';
import type { UserStore } from '../store/userStore';
import type { Mailer, PasswordHasher, SessionCache } from './ports';
import type { AccountClosures } from './staff';

export interface MemberDataOptions {
  /** Days between "delete my account" and the erasure (ACCOUNT_DELETION_GRACE_DAYS, default 14). */
  graceDays: number;
  now?: () => number;
}

/**
 * A member's data rights on the user service's side (docs/privacy.md): deletion with a grace period
 * that a sign-in cancels, the erasure that starts every other service's erasure through the account
 * event outbox, the notice and mail of a ready export, and the user service's part of the export.
 */
export class MemberData {
  private readonly now: () => number;

  constructor(
    private readonly store: MemberDataStore,
    private readonly accounts: UserStore,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly sessions: SessionCache,
    private readonly closures: AccountClosures,
    private readonly options: MemberDataOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  /** Checks the password again, starts the grace period and signs the member out everywhere. */
  async requestDeletion(userId: number, password: string): Promise<PendingDeletion> {
    const account = await this.accounts.findById(userId);
    if (!account || account.erased || account.role !== 'member') throw new NotFoundError('user_not_found');
    const valid = await this.hasher.verify(account.passwordHash, password).catch(() => false);
    if (!valid) throw new RefusedError('wrong_password');
    await this.store.requestDeletion(userId, new Date(this.now() + this.options.graceDays * 86_400_000));
    await this.sessions.drop(await this.accounts.revokeSessionsOf(userId));
    await this.sessions.changed([userId], 'left');
    await this.closures.announce(userId);
    return (await this.store.findDeletion(userId))!;
  }

  findDeletion(userId: number): Promise<PendingDeletion | null> {
    return this.store.findDeletion(userId);
  }

  pendingDeletions(): Promise<PendingDeletion[]> {
    return this.store.pendingDeletions();
  }

  /** Erases every member whose grace period has ended; answers how many. */
  async eraseDue(limit = 50): Promise<number> {
    const due = await this.store.dueDeletions(new Date(this.now()), limit);
    let erased = 0;
    for (const userId of due) {
      const erasure = await this.store.erase(userId, new Date(this.now()));
      if (!erasure.erased) continue;
      erased += 1;
      await this.sessions.drop(erasure.revokedTokenHashes);
      await this.sessions.changed([userId], 'left');
      await this.closures.announce(userId);
    }
    return erased;
  }

  /**
   * A notice and a mail telling the member their export is ready. A retry (same key) carries a new
   * single-use link, so it replaces the notice's link rather than adding a second notice.
   */
  async announceExport(userId: number, link: string, expireTime: number, idempotencyKey: string): Promise<void> {
    const account = await this.accounts.findById(userId);
    if (!account || account.erased) throw new NotFoundError('user_not_found');
    const until = new Date(expireTime * 1000).toISOString().slice(0, 10);
    await this.accounts.createNotice(
      userId,
      // Language-neutral: the screens show it in the member's language with this link and day.
      { type: 'system', gift: '', content: `${link} (${until})` },
      idempotencyKey || null,
      true,
    );
    await this.mailer.sendMemberExport(account.email, account.username, link, until);
  }

  exportAreas(userId: number): Promise<Record<string, unknown>> {
    return this.store.exportAreas(userId);
  }
}
