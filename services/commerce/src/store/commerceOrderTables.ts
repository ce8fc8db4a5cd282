import { UniqueConstraintError, type Transaction } from 'sequelize';
import { NotFoundError, RefusedError } from '@kindred/kit';
import { centsOfNumeric, formatCents } from '../domain/money';
import { canTransition, noticeMatchesOrder, type OrderState } from '../domain/orders';
import type { NewOrder, NotificationOutcome, OrderRecord, VerifiedNotification } from './commerceStore';
import { CommerceGiftTables } from './commerceGiftTables';

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

/** Packages, payment sessions and orders: an order moves only along the state machine (domain/orders.ts). */
export class CommerceOrderTables extends CommerceGiftTables {
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
      if (!noticeMatchesOrder(order, n)) throw new RefusedError('notification_mismatch');

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
