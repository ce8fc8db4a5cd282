import type { Transaction } from 'sequelize';
import { ConflictError, DomainError, SchemaStore } from '@kindred/kit';
import { centsOfNumeric, formatCents, type Cents } from '../domain/money';
import { applyDelta, type LedgerPosting } from '../domain/wallet';

/**
 * The wallets and the ledger (the first layer of DatabaseCommerceStore): the one way a balance moves
 * is `postIn`, which the gift and order layers call inside their own transactions.
 */
export class CommerceLedgerTables extends SchemaStore {
  /** Told of every posting under the wallet lock: posted, replayed, or why it was refused (metrics). */
  ledgerObserver: ((posting: LedgerPosting, outcome: string) => void) | null = null;
  /**
   * Told of every member whose balance moved (and of each gift's recipient: the edges keep received
   * gifts beside balances), once the posting's transaction committed (never before:
   * an edge told early would read the old balance again and keep it).
   */
  walletMoved: ((userId: number) => Promise<void>) | null = null;

  protected async first<T extends object>(
    sql: string,
    replacements: Record<string, unknown> = {},
    transaction?: Transaction,
  ) {
    const [row] = await this.rows<T>(sql, replacements, transaction);
    return row ?? null;
  }

  async balance(userId: number): Promise<Cents> {
    const row = await this.first<{ balance: string }>(
      `SELECT balance FROM ${this.t('wallets')} WHERE user_id = :userId`,
      { userId },
    );
    return row ? centsOfNumeric(row.balance) : 0;
  }

  async ledgerSum(userId: number): Promise<Cents> {
    const row = await this.first<{ sum: string | null }>(
      `SELECT sum(delta) AS sum FROM ${this.t('ledger_entries')} WHERE user_id = :userId`,
      { userId },
    );
    return row?.sum ? centsOfNumeric(row.sum) : 0;
  }

  post(posting: LedgerPosting) {
    return this.db.transaction((transaction) => this.postIn(posting, transaction));
  }

  /**
   * Locks the member's wallet row (SELECT … FOR UPDATE) and, in the same round trip, finds an
   * entry already posted under `key`. Credits create the wallet; a debit of a member without one
   * sees a zero balance. Everything after this runs under the lock, so it is kept to one statement.
   */
  protected async lockWallet(userId: number, key: string, create: boolean, transaction: Transaction) {
    if (create) {
      await this.db.query(`INSERT INTO ${this.t('wallets')} (user_id) VALUES (:userId) ON CONFLICT DO NOTHING`, {
        replacements: { userId },
        transaction,
      });
    }
    const row = await this.first<{ balance: string; known_user: string | null; known_delta: string | null }>(
      `SELECT w.balance, e.user_id AS known_user, e.delta AS known_delta
       FROM ${this.t('wallets')} w
       LEFT JOIN ${this.t('ledger_entries')} e ON e.idempotency_key = :key
       WHERE w.user_id = :userId
       FOR UPDATE OF w`,
      { userId, key },
      transaction,
    );
    if (!row) return { exists: false, balance: 0, known: null };
    const known =
      row.known_user === null ? null : { userId: Number(row.known_user), delta: centsOfNumeric(row.known_delta!) };
    return { exists: true, balance: centsOfNumeric(row.balance), known };
  }

  /** The SQL that appends the entry and sets the cached balance, as CTEs of one statement. */
  protected ledgerCte(prefix: string) {
    return `${prefix}entry AS (
        INSERT INTO ${this.t('ledger_entries')} (user_id, delta, balance_after, reason, ref_type, ref_id, idempotency_key)
        VALUES (:userId, :delta, :next, :reason, :refType, :refId, :key) RETURNING id
      ), ${prefix}wallet AS (
        UPDATE ${this.t('wallets')} SET balance = :next, updated_at = now() WHERE user_id = :userId RETURNING balance
      )`;
  }

  protected ledgerReplacements(posting: LedgerPosting, next: Cents) {
    return {
      userId: posting.userId,
      delta: formatCents(posting.delta),
      next: formatCents(next),
      reason: posting.reason,
      refType: posting.refType,
      refId: posting.refId,
      key: posting.idempotencyKey,
    };
  }

  /** Under the lock: a known key is a replay (or a conflict when it meant something else). */
  protected checkKnown(posting: LedgerPosting, known: { userId: number; delta: Cents } | null): boolean {
    if (!known) return false;
    if (known.userId !== posting.userId || known.delta !== posting.delta)
      throw new ConflictError('idempotency_key_reused');
    this.ledgerObserver?.(posting, 'replayed');
    return true;
  }

  /**
   * The balance after a new posting, told to the observer (posted, or the refusal's reason); the
   * member's balance is announced as moved when `transaction` commits.
   */
  protected nextBalance(posting: LedgerPosting, balance: Cents, transaction: Transaction): Cents {
    try {
      const next = applyDelta(balance, posting.delta);
      this.ledgerObserver?.(posting, 'posted');
      transaction.afterCommit(() => this.walletMoved?.(posting.userId));
      return next;
    } catch (err) {
      this.ledgerObserver?.(posting, err instanceof DomainError ? err.reason : 'failed');
      throw err;
    }
  }

  /**
   * The one way a balance moves: wallet row locked, key checked under the lock, entry appended and
   * cached balance set in the same transaction; the balance never goes below zero.
   */
  protected async postIn(
    posting: LedgerPosting,
    transaction: Transaction,
  ): Promise<{ balance: Cents; replayed: boolean }> {
    const wallet = await this.lockWallet(posting.userId, posting.idempotencyKey, posting.delta > 0, transaction);
    if (this.checkKnown(posting, wallet.known)) return { balance: wallet.balance, replayed: true };
    const next = this.nextBalance(posting, wallet.balance, transaction);
    await this.db.query(`WITH ${this.ledgerCte('')} SELECT balance FROM wallet`, {
      replacements: this.ledgerReplacements(posting, next),
      transaction,
    });
    return { balance: next, replayed: false };
  }
}
