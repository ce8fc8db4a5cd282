import { SchemaStore } from '@kindred/kit';
import { centsOfNumeric, formatCents, type Cents } from '../domain/money';
import type {
  CatalogueCategory,
  CatalogueGift,
  CommerceStaffStore,
  LedgerLine,
  OrderFilter,
  RechargePackageRecord,
  StaffOrderRow,
  UpgradePackageRecord,
} from './commerceStaffStore';

type Row = Record<string, unknown>;

const toLedgerLine = (r: Row): LedgerLine => ({
  id: Number(r.id),
  delta: centsOfNumeric(r.delta as string),
  balanceAfter: centsOfNumeric(r.balance_after as string),
  reason: r.reason as string,
  refType: r.ref_type as string,
  refId: r.ref_id as string,
  idempotencyKey: r.idempotency_key as string,
  createdAt: r.created_at as Date,
  note: (r.note as string | null) ?? '',
  staffId: Number(r.staff_id ?? 0),
});

const toOrder = (r: Row): StaffOrderRow => ({
  id: Number(r.id),
  orderNo: r.order_no as string,
  userId: Number(r.user_id),
  orderType: Number(r.order_type),
  payType: Number(r.pay_type),
  state: r.state as string,
  amount: centsOfNumeric(r.amount as string),
  tier: Number(r.tier),
  months: Number(r.months),
  packageId: Number(r.package_id),
  provider: r.provider as string,
  providerRef: r.provider_ref as string,
  createdAt: r.created_at as Date,
  paidAt: (r.paid_at as Date | null) ?? null,
  refundReason: (r.refund_reason as string) ?? '',
  refundedAt: (r.refunded_at as Date | null) ?? null,
});

const toGift = (r: Row): CatalogueGift => ({
  id: Number(r.id),
  categoryId: Number(r.category_id),
  titles: [r.titlee, r.titlec, r.titlef] as string[],
  texts: [r.infoe, r.infoc, r.infof] as string[],
  price: centsOfNumeric(r.price as string),
  path: r.path as string,
  sort: Number(r.sort),
  active: Boolean(r.active),
});

const toUpgrade = (r: Row): UpgradePackageRecord => ({
  id: Number(r.id),
  tier: Number(r.tier),
  months: Number(r.months),
  price: centsOfNumeric(r.price as string),
  sort: Number(r.sort),
  active: Boolean(r.active),
});

/** CommerceStaffStore on PostgreSQL, in commerce's own schema. */
export class DatabaseCommerceStaffStore extends SchemaStore implements CommerceStaffStore {
  private readonly ledgerSelect = () =>
    `SELECT l.*, n.note, n.staff_id FROM ${this.t('ledger_entries')} l
     LEFT JOIN ${this.t('ledger_notes')} n ON n.idempotency_key = l.idempotency_key`;

  async ledger(userId: number, limit: number) {
    const rows = await this.rows<Row>(
      `${this.ledgerSelect()} WHERE l.user_id = :userId ORDER BY l.id DESC LIMIT :limit`,
      {
        userId,
        limit,
      },
    );
    return rows.map(toLedgerLine);
  }

  async ledgerLine(idempotencyKey: string) {
    const [row] = await this.rows<Row>(`${this.ledgerSelect()} WHERE l.idempotency_key = :idempotencyKey`, {
      idempotencyKey,
    });
    return row ? toLedgerLine(row) : null;
  }

  async recordLedgerNote(idempotencyKey: string, staffId: number, note: string) {
    await this.db.query(
      `INSERT INTO ${this.t('ledger_notes')} (idempotency_key, staff_id, note) VALUES (:idempotencyKey, :staffId, :note)
       ON CONFLICT (idempotency_key) DO NOTHING`,
      { replacements: { idempotencyKey, staffId, note } },
    );
  }

  async orders(filter: OrderFilter) {
    const where: string[] = [];
    if (filter.userId) where.push('user_id = :userId');
    if (filter.state) where.push('state = :state');
    if (filter.from) where.push('created_at >= :from');
    if (filter.to) where.push('created_at < :to');
    const sql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [counted] = await this.rows<{ count: string }>(`SELECT count(*) FROM ${this.t('orders')} ${sql}`, {
      ...filter,
    });
    const rows = await this.rows<Row>(
      `SELECT * FROM ${this.t('orders')} ${sql} ORDER BY id DESC LIMIT :limit OFFSET :offset`,
      { ...filter },
    );
    return { orders: rows.map(toOrder), total: Number(counted?.count ?? 0) };
  }

  async order(orderNo: string) {
    const [row] = await this.rows<Row>(`SELECT * FROM ${this.t('orders')} WHERE order_no = :orderNo`, { orderNo });
    return row ? toOrder(row) : null;
  }

  async markRefunded(orderNo: string, reason: string, reference: string) {
    const [row] = await this.rows<Row>(
      `UPDATE ${this.t('orders')} SET state = 'refunded', refund_reason = :reason, refund_ref = :reference,
         refunded_at = now(), updated_at = now()
       WHERE order_no = :orderNo AND state = 'paid' RETURNING *`,
      { orderNo, reason, reference },
    );
    return row ? toOrder(row) : null;
  }

  async catalogue() {
    const categories = await this.rows<Row>(`SELECT * FROM ${this.t('gift_categories')} ORDER BY sort, id`);
    const gifts = (await this.rows<Row>(`SELECT * FROM ${this.t('gifts')} ORDER BY sort, id`)).map(toGift);
    return categories.map((c) => ({
      id: Number(c.id),
      names: [c.classifye, c.classifyc, c.classifyf] as string[],
      sort: Number(c.sort),
      gifts: gifts.filter((g) => g.categoryId === Number(c.id)),
    }));
  }

  async saveCategory(c: Omit<CatalogueCategory, 'gifts'>) {
    const replacements = { id: c.id, e: c.names[0], c: c.names[1], f: c.names[2], sort: c.sort };
    const [row] = c.id
      ? await this.rows<Row>(
          `UPDATE ${this.t('gift_categories')} SET classifye = :e, classifyc = :c, classifyf = :f, sort = :sort
           WHERE id = :id RETURNING *`,
          replacements,
        )
      : await this.rows<Row>(
          `INSERT INTO ${this.t('gift_categories')} (classifye, classifyc, classifyf, sort) VALUES (:e, :c, :f, :sort) RETURNING *`,
          replacements,
        );
    if (!row) return null;
    return {
      id: Number(row.id),
      names: [row.classifye, row.classifyc, row.classifyf] as string[],
      sort: Number(row.sort),
      gifts: [],
    };
  }

  async saveGift(g: CatalogueGift) {
    const replacements = {
      id: g.id,
      category: g.categoryId,
      price: formatCents(g.price),
      te: g.titles[0],
      tc: g.titles[1],
      tf: g.titles[2],
      ie: g.texts[0],
      ic: g.texts[1],
      if: g.texts[2],
      sort: g.sort,
      active: g.active,
      path: g.path,
    };
    const [row] = g.id
      ? await this.rows<Row>(
          `UPDATE ${this.t('gifts')} SET category_id = :category, price = :price, titlee = :te, titlec = :tc, titlef = :tf,
             infoe = :ie, infoc = :ic, infof = :if, sort = :sort, active = :active WHERE id = :id RETURNING *`,
          replacements,
        )
      : await this.rows<Row>(
          `INSERT INTO ${this.t('gifts')} (category_id, path, price, titlee, titlec, titlef, infoe, infoc, infof, sort, active, picture_stored)
           VALUES (:category, :path, :price, :te, :tc, :tf, :ie, :ic, :if, :sort, :active, true) RETURNING *`,
          replacements,
        );
    return row ? toGift(row) : null;
  }

  async setGiftPath(id: number, path: string) {
    await this.db.query(`UPDATE ${this.t('gifts')} SET path = :path, picture_stored = true WHERE id = :id`, {
      replacements: { id, path },
    });
  }

  async rechargePackages() {
    const rows = await this.rows<Row>(`SELECT * FROM ${this.t('recharge_packages')} ORDER BY sort, id`);
    return rows.map((r) => ({
      id: Number(r.id),
      price: centsOfNumeric(r.price as string),
      sort: Number(r.sort),
      active: Boolean(r.active),
    }));
  }

  async saveRechargePackage(p: RechargePackageRecord) {
    const replacements = { id: p.id, price: formatCents(p.price), sort: p.sort, active: p.active };
    const [row] = p.id
      ? await this.rows<Row>(
          `UPDATE ${this.t('recharge_packages')} SET price = :price, sort = :sort, active = :active WHERE id = :id RETURNING *`,
          replacements,
        )
      : await this.rows<Row>(
          `INSERT INTO ${this.t('recharge_packages')} (price, sort, active) VALUES (:price, :sort, :active) RETURNING *`,
          replacements,
        );
    return row
      ? {
          id: Number(row.id),
          price: centsOfNumeric(row.price as string),
          sort: Number(row.sort),
          active: Boolean(row.active),
        }
      : null;
  }

  async upgradeTiers() {
    const rows = await this.rows<Row>(`SELECT * FROM ${this.t('upgrade_tiers')} ORDER BY tier`);
    return rows.map((r) => ({ tier: Number(r.tier), basePrice: centsOfNumeric(r.base_price as string) }));
  }

  async upgradePackages() {
    return (await this.rows<Row>(`SELECT * FROM ${this.t('upgrade_packages')} ORDER BY tier, sort, id`)).map(toUpgrade);
  }

  async saveUpgradeTier(tier: number, basePrice: Cents) {
    await this.db.query(
      `INSERT INTO ${this.t('upgrade_tiers')} (tier, base_price) VALUES (:tier, :price)
       ON CONFLICT (tier) DO UPDATE SET base_price = EXCLUDED.base_price`,
      { replacements: { tier, price: formatCents(basePrice) } },
    );
  }

  async saveUpgradePackage(p: UpgradePackageRecord) {
    const replacements = { ...p, price: formatCents(p.price) };
    const [row] = p.id
      ? await this.rows<Row>(
          `UPDATE ${this.t('upgrade_packages')} SET tier = :tier, months = :months, price = :price, sort = :sort, active = :active
           WHERE id = :id RETURNING *`,
          replacements,
        )
      : await this.rows<Row>(
          `INSERT INTO ${this.t('upgrade_packages')} (tier, months, price, sort, active)
           VALUES (:tier, :months, :price, :sort, :active) RETURNING *`,
          replacements,
        );
    return row ? toUpgrade(row) : null;
  }

  async revenuePerDay(since: Date) {
    const rows = await this.rows<{ day: string; revenue: string }>(
      `SELECT to_char(paid_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, sum(amount) AS revenue FROM ${this.t('orders')}
       WHERE state = 'paid' AND paid_at >= :since GROUP BY day`,
      { since },
    );
    return rows.map((r) => ({ date: r.day, revenue: centsOfNumeric(r.revenue) }));
  }
}
