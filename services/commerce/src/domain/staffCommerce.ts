import { ConflictError, InputError, NotFoundError, RefusedError } from '@kindred/kit';
import type { RefundProvider } from '../providers/refunds';
import type {
  CatalogueGift,
  CommerceStaffStore,
  RechargePackageRecord,
  StaffOrderRow,
  UpgradePackageRecord,
} from '../store/commerceStaffStore';
import type { CommerceStore } from '../store/commerceStore';
import { MAX_CENTS, parseAmount, type Cents } from './money';
import { checkIdempotencyKey } from './wallet';

export const STAFF_PAGE_SIZE = 20;
const RECHARGE = 1;

/** A signed amount with two decimals: "25.00" -> 2500, "-10.5" -> -1050. */
export function parseSignedAmount(text: string): Cents | null {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const cents = parseAmount(negative ? trimmed.slice(1) : trimmed);
  if (cents === null || cents === 0) return null;
  return negative ? -cents : cents;
}

export function requirePrice(text: string, field = 'price'): Cents {
  const cents = parseAmount(text);
  if (cents === null || cents <= 0 || cents > MAX_CENTS) throw new InputError({ [field]: 'format' });
  return cents;
}

/** The rules of the staff console's money and catalogue calls (docs/staff-api.md). */
export class StaffCommerce {
  constructor(
    private readonly commerce: CommerceStore,
    private readonly store: CommerceStaffStore,
    private readonly refunds: RefundProvider,
  ) {}

  /** A ledger entry with the staff member's reason, never an edit; a debit never overdraws. */
  async adjustCredit(input: { staffId: number; userId: number; amount: string; note: string; key: string }) {
    const delta = parseSignedAmount(input.amount);
    if (delta === null) throw new InputError({ amount: 'format' });
    const note = input.note.trim();
    if (!note || note.length > 200) throw new InputError({ reason: 'required' });
    const key = `staff:${checkIdempotencyKey(input.key)}`;
    const { balance } = await this.commerce.post({
      userId: input.userId,
      delta,
      reason: 'adjustment',
      refType: 'staff',
      refId: String(input.staffId),
      idempotencyKey: key,
    });
    await this.store.recordLedgerNote(key, input.staffId, note);
    return { balance, entry: (await this.store.ledgerLine(key))! };
  }

  async ledger(userId: number, limit: number) {
    const [entries, balance] = await Promise.all([this.store.ledger(userId, limit), this.commerce.balance(userId)]);
    return { entries, balance };
  }

  async orders(filter: { userId?: number; state?: string; from?: number; to?: number }, page: number) {
    const { orders, total } = await this.store.orders({
      userId: filter.userId,
      state: filter.state,
      from: filter.from ? new Date(filter.from * 1000) : undefined,
      to: filter.to ? new Date(filter.to * 1000) : undefined,
      limit: STAFF_PAGE_SIZE,
      offset: (page - 1) * STAFF_PAGE_SIZE,
    });
    return { orders, total, page, lastPage: Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE)) };
  }

  /**
   * Refunds a paid order through its processor. The credits a recharge bought are debited first
   * (refused while the balance no longer holds them); if the processor then declines, they are
   * credited back. A balance-paid order gets its price back on the ledger.
   */
  async refund(orderNo: string, reason: string): Promise<{ order: StaffOrderRow; balance: Cents }> {
    const why = reason.trim();
    if (!why || why.length > 200) throw new InputError({ reason: 'required' });
    const order = await this.store.order(orderNo);
    if (!order) throw new NotFoundError('order_not_found');
    if (order.state !== 'paid') throw new ConflictError('order_not_paid');
    const posting = (delta: Cents, key: string) =>
      this.commerce.post({
        userId: order.userId,
        delta,
        reason: 'adjustment',
        refType: 'refund',
        refId: orderNo,
        idempotencyKey: key,
      });

    let reference: string;
    if (order.provider === 'balance') {
      await posting(order.amount, `refund:${orderNo}`);
      reference = `balance:${orderNo}`;
    } else {
      if (order.orderType === RECHARGE) {
        try {
          await posting(-order.amount, `refund:${orderNo}`);
        } catch (err) {
          if (err instanceof RefusedError && err.reason === 'insufficient_balance') {
            throw new RefusedError('refund_exceeds_balance');
          }
          throw err;
        }
      }
      try {
        reference = (await this.refunds.refund(order.providerRef, order.amount)).reference;
      } catch (err) {
        if (order.orderType === RECHARGE) await posting(order.amount, `refund-undone:${orderNo}`);
        throw err;
      }
    }
    const refunded = await this.store.markRefunded(orderNo, why, reference);
    if (!refunded) throw new ConflictError('order_not_paid');
    return { order: refunded, balance: await this.commerce.balance(order.userId) };
  }

  catalogue() {
    return this.store.catalogue();
  }

  async saveCategory(input: { id: number; names: string[]; sort: number }) {
    if (input.names.length !== 3 || input.names.some((n) => !n.trim() || n.length > 40)) {
      throw new InputError({ names: 'required' });
    }
    const saved = await this.store.saveCategory({
      id: input.id,
      names: input.names.map((n) => n.trim()),
      sort: input.sort,
    });
    if (!saved) throw new NotFoundError('category_not_found');
    return saved;
  }

  /** Saves a gift; `storePicture` stores the new picture and answers its path. */
  async saveGift(gift: CatalogueGift, storePicture: ((giftId: number) => Promise<string>) | null) {
    if (gift.titles.length !== 3 || gift.titles.some((t) => !t.trim() || t.length > 40)) {
      throw new InputError({ titles: 'required' });
    }
    if (gift.texts.length !== 3 || gift.texts.some((t) => t.length > 200)) throw new InputError({ texts: 'too_long' });
    if (!gift.id && !storePicture) throw new InputError({ picture: 'required' });
    const categories = await this.store.catalogue();
    if (!categories.some((c) => c.id === gift.categoryId)) throw new InputError({ category_id: 'invalid' });
    const saved = await this.store.saveGift(gift);
    if (!saved) throw new NotFoundError('gift_not_found');
    if (!storePicture) return saved;
    const path = await storePicture(saved.id);
    await this.store.setGiftPath(saved.id, path);
    return { ...saved, path };
  }

  async packages() {
    const [recharge, tiers, upgrades] = await Promise.all([
      this.store.rechargePackages(),
      this.store.upgradeTiers(),
      this.store.upgradePackages(),
    ]);
    return { recharge, tiers: tiers.map((t) => ({ ...t, packages: upgrades.filter((p) => p.tier === t.tier) })) };
  }

  async saveRechargePackage(pkg: RechargePackageRecord) {
    const saved = await this.store.saveRechargePackage(pkg);
    if (!saved) throw new NotFoundError('package_not_found');
    return saved;
  }

  async saveUpgradeTier(tier: number, basePrice: Cents) {
    if (tier !== 1 && tier !== 2) throw new InputError({ tier: 'invalid' });
    await this.store.saveUpgradeTier(tier, basePrice);
  }

  async saveUpgradePackage(pkg: UpgradePackageRecord) {
    if (pkg.tier !== 1 && pkg.tier !== 2) throw new InputError({ tier: 'invalid' });
    if (!Number.isInteger(pkg.months) || pkg.months < 1 || pkg.months > 120)
      throw new InputError({ months: 'invalid' });
    const saved = await this.store.saveUpgradePackage(pkg);
    if (!saved) throw new NotFoundError('package_not_found');
    return saved;
  }

  revenue(since: Date) {
    return this.store.revenuePerDay(since);
  }
}
