import { InputError, type AsyncHandlers } from '@kindred/kit';
import type { CommerceStaffServiceHandlers } from '@kindred/kit/generated/kindred/commerce/v1/CommerceStaffService';
import type { StaffGift__Output } from '@kindred/kit/generated/kindred/commerce/v1/StaffGift';
import type { PictureUploader } from '../catalogue/pictures';
import { storeUploadedGiftPicture } from '../catalogue/uploadedPicture';
import { formatCents } from '../domain/money';
import { requirePrice, type StaffCommerce } from '../domain/staffCommerce';
import type { CatalogueGift, LedgerLine, StaffOrderRow, UpgradePackageRecord } from '../store/commerceStaffStore';

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);
const pageOf = (page: number) => (page > 0 && page < 100_000 ? page : 1);

const ledgerEntry = (l: LedgerLine) => ({
  id: l.id,
  delta: formatCents(l.delta),
  balance_after: formatCents(l.balanceAfter),
  reason: l.reason,
  ref_type: l.refType,
  ref_id: l.refId,
  create_time: seconds(l.createdAt),
  note: l.note,
  staff_id: l.staffId,
});

const staffOrder = (o: StaffOrderRow) => ({
  id: o.id,
  order_no: o.orderNo,
  user_id: o.userId,
  order_type: o.orderType,
  pay_type: o.payType,
  state: o.state,
  amount: formatCents(o.amount),
  tier: o.tier,
  months: o.months,
  package_id: o.packageId,
  provider: o.provider,
  create_time: seconds(o.createdAt),
  paid_time: seconds(o.paidAt),
  refund_reason: o.refundReason,
  refund_time: seconds(o.refundedAt),
});

const giftOut = (g: CatalogueGift) => ({
  id: g.id,
  category_id: g.categoryId,
  titles: g.titles,
  texts: g.texts,
  price: formatCents(g.price),
  path: g.path,
  sort: g.sort,
  active: g.active,
});

const giftIn = (g: StaffGift__Output | null): CatalogueGift => {
  if (!g) throw new InputError({ gift: 'required' });
  return {
    id: g.id,
    categoryId: g.category_id,
    titles: g.titles,
    texts: g.texts.length ? g.texts : ['', '', ''],
    price: requirePrice(g.price),
    path: '',
    sort: g.sort,
    active: g.active,
  };
};

const upgradeOut = (p: UpgradePackageRecord) => ({ ...p, price: formatCents(p.price) });

/** gRPC transport of the staff console's commerce calls. */
const CATALOGUE_SAVES = [
  'SaveGiftCategory',
  'SaveGift',
  'SaveRechargePackage',
  'SaveUpgradeTier',
  'SaveUpgradePackage',
] as const;

export function staffHandlers(
  staff: StaffCommerce,
  pictures: PictureUploader | null,
  catalogueChanged: () => Promise<void> = async () => undefined,
): AsyncHandlers<CommerceStaffServiceHandlers> {
  const handlers: AsyncHandlers<CommerceStaffServiceHandlers> = {
    async AdjustCredit(req) {
      const { balance, entry } = await staff.adjustCredit({
        staffId: req.staff_id,
        userId: req.user_id,
        amount: req.amount,
        note: req.note,
        key: req.idempotency_key,
      });
      return { balance: formatCents(balance), entry: ledgerEntry(entry) };
    },
    async ListLedger(req) {
      const { entries, balance } = await staff.ledger(req.user_id, req.limit > 0 && req.limit <= 200 ? req.limit : 50);
      return { entries: entries.map(ledgerEntry), balance: formatCents(balance) };
    },
    async ListOrders(req) {
      const p = await staff.orders(
        { userId: req.user_id || undefined, state: req.state || undefined, from: req.from, to: req.to },
        pageOf(req.page),
      );
      return { items: p.orders.map(staffOrder), page: p.page, last_page: p.lastPage, total: p.total };
    },
    async RefundOrder(req) {
      const { order, balance } = await staff.refund(req.order_no, req.reason);
      return { order: staffOrder(order), balance: formatCents(balance) };
    },
    async GetStaffCatalogue() {
      const categories = await staff.catalogue();
      return { categories: categories.map((c) => ({ ...c, gifts: c.gifts.map(giftOut) })) };
    },
    async SaveGiftCategory(req) {
      const saved = await staff.saveCategory({ id: req.id, names: req.names, sort: req.sort });
      return { ...saved, gifts: [] };
    },
    async SaveGift(req) {
      const picture = req.picture.length > 0 ? req.picture : null;
      if (picture && !pictures) throw new InputError({ picture: 'unavailable' });
      const store =
        picture && pictures ? (giftId: number) => storeUploadedGiftPicture(pictures, giftId, picture) : null;
      return giftOut(await staff.saveGift(giftIn(req.gift), store));
    },
    async GetStaffPackages() {
      const p = await staff.packages();
      return {
        recharge: p.recharge.map((r) => ({ ...r, price: formatCents(r.price) })),
        tiers: p.tiers.map((t) => ({
          tier: t.tier,
          base_price: formatCents(t.basePrice),
          packages: t.packages.map(upgradeOut),
        })),
      };
    },
    async SaveRechargePackage(req) {
      const saved = await staff.saveRechargePackage({
        id: req.id,
        price: requirePrice(req.price),
        sort: req.sort,
        active: req.active,
      });
      return { ...saved, price: formatCents(saved.price) };
    },
    async SaveUpgradeTier(req) {
      await staff.saveUpgradeTier(req.tier, requirePrice(req.base_price, 'base_price'));
      const tier = (await staff.packages()).tiers.find((t) => t.tier === req.tier)!;
      return { tier: tier.tier, base_price: formatCents(tier.basePrice), packages: tier.packages.map(upgradeOut) };
    },
    async SaveUpgradePackage(req) {
      const saved = await staff.saveUpgradePackage({
        id: req.id,
        tier: req.tier,
        months: req.months,
        price: requirePrice(req.price),
        sort: req.sort,
        active: req.active,
      });
      return upgradeOut(saved);
    },
    async GetRevenue(req) {
      const days = await staff.revenue(new Date(req.since * 1000));
      return { days: days.map((d) => ({ date: d.date, revenue: formatCents(d.revenue) })) };
    },
  };
  // A change of what members see in the shop is announced once it is stored.
  for (const name of CATALOGUE_SAVES) {
    const save = handlers[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    (handlers as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const saved = await save(...args);
      await catalogueChanged();
      return saved;
    };
  }
  return handlers;
}
