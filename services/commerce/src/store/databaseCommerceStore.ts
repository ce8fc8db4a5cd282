import { UniqueConstraintError, type Transaction } from 'sequelize';
import { ConflictError, DomainError, NotFoundError, RefusedError, SchemaStore } from '@kindred/kit';
import { centsOfNumeric, formatCents, type Cents } from '../domain/money';
import { canTransition, type OrderState } from '../domain/orders';
import { applyDelta, type LedgerPosting } from '../domain/wallet';
import type {
  CommerceStore,
  Gift,
  GiftCategory,
  GiftSend,
  NewGiftSend,
  NewOrder,
  NotificationOutcome,
  OrderRecord,
  VerifiedNotification,
} from './commerceStore';

interface GiftRow {
  id: string;
  category_id: string;
  path: string;
  art: string;
  picture_stored: boolean;
  price: string;
  titlee: string;
  titlec: string;
  titlef: string;
  infoe: string;
  infoc: string;
  infof: string;
}

interface GiftSendRow {
  id: string;
  giver_id: string;
  giver_name: string;
  recipient_id: string;
  gift_id: string;
  number: number;
  message: string;
  total: string;
  idempotency_key: string;
  created_at: Date;
  gift_path: string;
  gift_title: string;
}

interface OrderRow {
  id: string;
  order_no: string;
  guid: string;
  user_id: string;
  gainer_id: string;
  order_type: number;
  package_id: string;
  tier: number;
  months: number;
  amount: string;
  currency: string;
  pay_type: number;
  provider: string;
  state: OrderState;
  provider_ref: string;
  answer_type: string;
  answer_content: string;
  card_brand: string;
  card_last4: string;
  failure_reason: string;
  created_at: Date;
  paid_at: Date | null;
  fulfilled_at: Date | null;
}

const toGift = (row: GiftRow): Gift => ({
  id: Number(row.id),
  categoryId: Number(row.category_id),
  path: row.path,
  art: row.art,
  pictureStored: row.picture_stored,
  price: centsOfNumeric(row.price),
  titles: [row.titlee, row.titlec, row.titlef],
  texts: [row.infoe, row.infoc, row.infof],
});

const toGiftSend = (row: GiftSendRow): GiftSend => ({
  id: Number(row.id),
  giverId: Number(row.giver_id),
  giverName: row.giver_name,
  recipientId: Number(row.recipient_id),
  giftId: Number(row.gift_id),
  number: row.number,
  message: row.message,
  total: centsOfNumeric(row.total),
  idempotencyKey: row.idempotency_key,
  createdAt: row.created_at,
  giftPath: row.gift_path,
  giftTitle: row.gift_title,
});

const toOrder = (row: OrderRow): OrderRecord => ({
  id: Number(row.id),
  orderNo: row.order_no,
  guid: row.guid,
  userId: Number(row.user_id),
  gainerId: Number(row.gainer_id),
  orderType: row.order_type as 1 | 2,
  packageId: Number(row.package_id),
  tier: row.tier,
  months: row.months,
  amount: centsOfNumeric(row.amount),
  currency: row.currency,
  payType: row.pay_type,
  provider: row.provider,
  state: row.state,
  providerRef: row.provider_ref,
  answerType: row.answer_type,
  answerContent: row.answer_content,
  cardBrand: row.card_brand,
  cardLast4: row.card_last4,
  failureReason: row.failure_reason,
  createdAt: row.created_at,
  paidAt: row.paid_at,
  fulfilledAt: row.fulfilled_at,
});

const SEND_COLUMNS = `s.*, g.path AS gift_path, g.titlee AS gift_title`;

/** CommerceStore on PostgreSQL, in the service's own schema. */
export class DatabaseCommerceStore extends SchemaStore implements CommerceStore {
  /** Told of every posting under the wallet lock: posted, replayed, or why it was refused (metrics). */
  ledgerObserver: ((posting: LedgerPosting, outcome: string) => void) | null = null;

  private async first<T extends object>(
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
  private async lockWallet(userId: number, key: string, create: boolean, transaction: Transaction) {
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
  private ledgerCte(prefix: string) {
    return `${prefix}entry AS (
        INSERT INTO ${this.t('ledger_entries')} (user_id, delta, balance_after, reason, ref_type, ref_id, idempotency_key)
        VALUES (:userId, :delta, :next, :reason, :refType, :refId, :key) RETURNING id
      ), ${prefix}wallet AS (
        UPDATE ${this.t('wallets')} SET balance = :next, updated_at = now() WHERE user_id = :userId RETURNING balance
      )`;
  }

  private ledgerReplacements(posting: LedgerPosting, next: Cents) {
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
  private checkKnown(posting: LedgerPosting, known: { userId: number; delta: Cents } | null): boolean {
    if (!known) return false;
    if (known.userId !== posting.userId || known.delta !== posting.delta)
      throw new ConflictError('idempotency_key_reused');
    this.ledgerObserver?.(posting, 'replayed');
    return true;
  }

  /** The balance after a new posting, told to the observer (posted, or the refusal's reason). */
  private nextBalance(posting: LedgerPosting, balance: Cents): Cents {
    try {
      const next = applyDelta(balance, posting.delta);
      this.ledgerObserver?.(posting, 'posted');
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
  private async postIn(
    posting: LedgerPosting,
    transaction: Transaction,
  ): Promise<{ balance: Cents; replayed: boolean }> {
    const wallet = await this.lockWallet(posting.userId, posting.idempotencyKey, posting.delta > 0, transaction);
    if (this.checkKnown(posting, wallet.known)) return { balance: wallet.balance, replayed: true };
    const next = this.nextBalance(posting, wallet.balance);
    await this.db.query(`WITH ${this.ledgerCte('')} SELECT balance FROM wallet`, {
      replacements: this.ledgerReplacements(posting, next),
      transaction,
    });
    return { balance: next, replayed: false };
  }

  async catalogue(): Promise<GiftCategory[]> {
    const categories = await this.rows<{ id: string; classifye: string; classifyc: string; classifyf: string }>(
      `SELECT id, classifye, classifyc, classifyf FROM ${this.t('gift_categories')} ORDER BY sort, id`,
    );
    const gifts = (await this.rows<GiftRow>(`SELECT * FROM ${this.t('gifts')} WHERE active ORDER BY sort, id`)).map(
      toGift,
    );
    return categories.map((c) => ({
      id: Number(c.id),
      names: [c.classifye, c.classifyc, c.classifyf],
      gifts: gifts.filter((g) => g.categoryId === Number(c.id)),
    }));
  }

  async gift(id: number): Promise<Gift | null> {
    const row = await this.first<GiftRow>(`SELECT * FROM ${this.t('gifts')} WHERE id = :id AND active`, { id });
    return row ? toGift(row) : null;
  }

  async giveGift(send: NewGiftSend) {
    try {
      return await this.giveGiftOnce(send);
    } catch (err) {
      // The same key sent twice at once: the waiting transaction's locked read could not see the other's
      // entry (read committed), so its insert hit the key. Again, it sees the entry and replays it.
      if (!(err instanceof UniqueConstraintError)) throw err;
      return this.giveGiftOnce(send);
    }
  }

  private async giveGiftOnce(send: NewGiftSend) {
    const posted = await this.db.transaction(async (transaction) => {
      const posting: LedgerPosting = {
        userId: send.giverId,
        delta: -send.total,
        reason: 'gift',
        refType: 'gift_send',
        refId: send.idempotencyKey,
        idempotencyKey: `gift:${send.idempotencyKey}`,
      };
      const wallet = await this.lockWallet(send.giverId, posting.idempotencyKey, false, transaction);
      const replayed = this.checkKnown(posting, wallet.known);
      let balance = wallet.balance;
      if (!replayed) {
        balance = this.nextBalance(posting, wallet.balance);
        // Entry, balance and the send in one statement: the lock is held for one round trip.
        await this.db.query(
          `WITH ${this.ledgerCte('')}
           INSERT INTO ${this.t('gift_sends')} (giver_id, giver_name, recipient_id, gift_id, number, message, total, idempotency_key)
           SELECT :giverId, :giverName, :recipientId, :giftId, :number, :message, :total, :sendKey FROM wallet`,
          {
            replacements: {
              ...this.ledgerReplacements(posting, balance),
              giverId: send.giverId,
              giverName: send.giverName,
              recipientId: send.recipientId,
              giftId: send.giftId,
              number: send.number,
              message: send.message,
              total: formatCents(send.total),
              sendKey: send.idempotencyKey,
            },
            transaction,
          },
        );
      }
      return { balance, replayed };
    });
    const row = await this.first<GiftSendRow>(
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.idempotency_key = :key`,
      { key: send.idempotencyKey },
    );
    return { send: toGiftSend(row!), ...posted };
  }

  async markGiftNotified(id: number): Promise<void> {
    await this.db.query(`UPDATE ${this.t('gift_sends')} SET notified_at = now() WHERE id = :id`, {
      replacements: { id },
    });
  }

  async unnotifiedGiftSends(limit: number): Promise<GiftSend[]> {
    const rows = await this.rows<GiftSendRow>(
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.notified_at IS NULL ORDER BY s.id LIMIT :limit`,
      { limit },
    );
    return rows.map(toGiftSend);
  }

  async receivedGifts(recipientId: number, limit: number): Promise<GiftSend[]> {
    const rows = await this.rows<GiftSendRow>(
      `SELECT ${SEND_COLUMNS} FROM ${this.t('gift_sends')} s JOIN ${this.t('gifts')} g ON g.id = s.gift_id
       WHERE s.recipient_id = :recipientId ORDER BY s.id DESC LIMIT :limit`,
      { recipientId, limit },
    );
    return rows.map(toGiftSend);
  }

  async giftsWithoutStoredPicture(): Promise<Gift[]> {
    return (await this.rows<GiftRow>(`SELECT * FROM ${this.t('gifts')} WHERE NOT picture_stored ORDER BY id`)).map(
      toGift,
    );
  }

  async setGiftPicture(id: number, path: string): Promise<void> {
    await this.db.query(`UPDATE ${this.t('gifts')} SET path = :path, picture_stored = true WHERE id = :id`, {
      replacements: { id, path },
    });
  }

  async rechargePackages() {
    const rows = await this.rows<{ id: string; price: string }>(
      `SELECT id, price FROM ${this.t('recharge_packages')} WHERE active ORDER BY sort, id`,
    );
    return rows.map((r) => ({ id: Number(r.id), price: centsOfNumeric(r.price) }));
  }

  async upgradeTiers() {
    const tiers = await this.rows<{ tier: number; base_price: string }>(
      `SELECT * FROM ${this.t('upgrade_tiers')} ORDER BY tier`,
    );
    const packages = await this.rows<{ id: string; tier: number; months: number; price: string }>(
      `SELECT id, tier, months, price FROM ${this.t('upgrade_packages')} WHERE active ORDER BY sort, id`,
    );
    return tiers.map((t) => ({
      tier: t.tier as 1 | 2,
      basePrice: centsOfNumeric(t.base_price),
      packages: packages
        .filter((p) => p.tier === t.tier)
        .map((p) => ({ id: Number(p.id), tier: p.tier as 1 | 2, months: p.months, price: centsOfNumeric(p.price) })),
    }));
  }

  async createPaymentSession(guid: string, userId: number, expiresAt: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.t('payment_sessions')} (guid, user_id, expires_at) VALUES (:guid, :userId, :expiresAt)`,
      {
        replacements: { guid, userId, expiresAt },
      },
    );
  }

  async paymentSession(guid: string) {
    const row = await this.first<{ guid: string; user_id: string; expires_at: Date }>(
      `SELECT * FROM ${this.t('payment_sessions')} WHERE guid = :guid`,
      { guid },
    );
    return row ? { guid: row.guid, userId: Number(row.user_id), expiresAt: row.expires_at } : null;
  }

  async createOrder(order: NewOrder): Promise<OrderRecord | null> {
    try {
      const row = await this.first<OrderRow>(
        `INSERT INTO ${this.t('orders')} (order_no, guid, user_id, gainer_id, order_type, package_id, tier, months, amount,
           currency, pay_type, provider, state, card_brand, card_last4)
         VALUES (:orderNo, :guid, :userId, :gainerId, :orderType, :packageId, :tier, :months, :amount,
           :currency, :payType, :provider, 'created', :cardBrand, :cardLast4)
         RETURNING *`,
        { ...order, amount: formatCents(order.amount) },
      );
      return toOrder(row!);
    } catch (err) {
      if (err instanceof UniqueConstraintError) return null;
      throw err;
    }
  }

  async orderByGuid(guid: string) {
    const row = await this.first<OrderRow>(`SELECT * FROM ${this.t('orders')} WHERE guid = :guid`, { guid });
    return row ? toOrder(row) : null;
  }

  async orderByNo(orderNo: string) {
    const row = await this.first<OrderRow>(`SELECT * FROM ${this.t('orders')} WHERE order_no = :orderNo`, { orderNo });
    return row ? toOrder(row) : null;
  }

  /** Locks the order and applies `change` when the state machine allows it. */
  private async transition(
    orderNo: string,
    to: OrderState,
    set: string,
    replacements: Record<string, unknown>,
    transaction: Transaction,
  ): Promise<{ order: OrderRecord; changed: boolean }> {
    const row = await this.first<OrderRow>(
      `SELECT * FROM ${this.t('orders')} WHERE order_no = :orderNo FOR UPDATE`,
      { orderNo },
      transaction,
    );
    if (!row) throw new NotFoundError('order_not_found');
    const order = toOrder(row);
    if (!canTransition(order.state, to)) return { order, changed: false };
    const updated = await this.first<OrderRow>(
      `UPDATE ${this.t('orders')} SET state = :to, updated_at = now()${set ? `, ${set}` : ''}
       WHERE order_no = :orderNo RETURNING *`,
      { ...replacements, orderNo, to },
      transaction,
    );
    return { order: toOrder(updated!), changed: true };
  }

  async markOrderPending(orderNo: string, providerRef: string, answerType: string, answerContent: string) {
    const { order } = await this.db.transaction((transaction) =>
      this.transition(
        orderNo,
        'pending',
        'provider_ref = :providerRef, answer_type = :answerType, answer_content = :answerContent',
        { providerRef, answerType, answerContent },
        transaction,
      ),
    );
    return order;
  }

  async failOrder(orderNo: string, reason: string, providerRef = '') {
    const { order } = await this.db.transaction((transaction) =>
      this.transition(
        orderNo,
        'failed',
        `failure_reason = :reason, provider_ref = CASE WHEN :providerRef = '' THEN provider_ref ELSE :providerRef END`,
        { reason, providerRef },
        transaction,
      ),
    );
    return order;
  }

  payOrderFromBalance(orderNo: string) {
    return this.db.transaction(async (transaction) => {
      const current = await this.first<OrderRow>(
        `SELECT * FROM ${this.t('orders')} WHERE order_no = :orderNo FOR UPDATE`,
        { orderNo },
        transaction,
      );
      if (!current) throw new NotFoundError('order_not_found');
      if (current.state !== 'created') return toOrder(current);
      const order = toOrder(current);
      await this.postIn(
        {
          userId: order.userId,
          delta: -order.amount,
          reason: 'membership',
          refType: 'order',
          refId: order.orderNo,
          idempotencyKey: `order:${order.orderNo}:debit`,
        },
        transaction,
      );
      const { order: paid } = await this.transition(
        orderNo,
        'paid',
        `paid_at = now(), answer_type = 'ok', provider_ref = :ref`,
        { ref: `balance:${order.orderNo}` },
        transaction,
      );
      return paid;
    });
  }

  applyNotification(n: VerifiedNotification): Promise<NotificationOutcome> {
    return this.db.transaction(async (transaction) => {
      const inserted = await this.rows<{ event_id: string }>(
        `INSERT INTO ${this.t('payment_events')} (provider, event_id, order_no, type) VALUES (:provider, :eventId, :orderNo, :type)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        { provider: n.provider, eventId: n.eventId, orderNo: n.orderNo, type: n.type },
        transaction,
      );
      const existing = await this.first<OrderRow>(
        `SELECT * FROM ${this.t('orders')} WHERE order_no = :orderNo FOR UPDATE`,
        { orderNo: n.orderNo },
        transaction,
      );
      if (!existing) throw new NotFoundError('order_not_found');
      const order = toOrder(existing);
      if (inserted.length === 0) return { order, changed: false };
      const matches =
        order.provider === n.provider &&
        order.amount === n.amount &&
        order.currency === n.currency &&
        (order.providerRef === '' || order.providerRef === n.reference);
      if (!matches) throw new RefusedError('notification_mismatch');

      if (n.type === 'payment.failed') {
        return this.transition(
          n.orderNo,
          'failed',
          `failure_reason = 'declined', provider_ref = :ref`,
          { ref: n.reference },
          transaction,
        );
      }
      const moved = await this.transition(
        n.orderNo,
        'paid',
        `paid_at = now(), provider_ref = :ref${order.orderType === 1 ? ', fulfilled_at = now()' : ''}`,
        { ref: n.reference },
        transaction,
      );
      if (moved.changed && order.orderType === 1) {
        await this.postIn(
          {
            userId: order.gainerId,
            delta: order.amount,
            reason: 'recharge',
            refType: 'order',
            refId: order.orderNo,
            idempotencyKey: `order:${order.orderNo}:credit`,
          },
          transaction,
        );
      }
      return moved;
    });
  }

  async markFulfilled(orderNo: string): Promise<void> {
    await this.db.query(
      `UPDATE ${this.t('orders')} SET fulfilled_at = now(), updated_at = now() WHERE order_no = :orderNo AND fulfilled_at IS NULL`,
      { replacements: { orderNo } },
    );
  }

  async unfulfilledOrders(limit: number) {
    const rows = await this.rows<OrderRow>(
      `SELECT * FROM ${this.t('orders')} WHERE state = 'paid' AND fulfilled_at IS NULL ORDER BY id LIMIT :limit`,
      { limit },
    );
    return rows.map(toOrder);
  }

  async expireOpenOrders(createdBefore: Date): Promise<number> {
    const rows = await this.rows<{ id: string }>(
      `UPDATE ${this.t('orders')} SET state = 'expired', updated_at = now()
       WHERE state IN ('created', 'pending') AND created_at < :createdBefore RETURNING id`,
      { createdBefore },
    );
    return rows.length;
  }
}
