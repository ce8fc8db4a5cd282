import { InputError, type AsyncHandlers } from '@kindred/kit';
import type { CommerceServiceHandlers } from '@kindred/kit/generated/kindred/commerce/v1/CommerceService';
import type { Checkout } from '../domain/checkout';
import type { GiftShop } from '../domain/giftShop';
import { formatCents, parseAmount } from '../domain/money';
import type { Wallet } from '../domain/wallet';
import type { SandboxProcessor } from '../providers/sandbox';
import type { Gift, GiftSend, OrderRecord } from '../store/commerceStore';

export interface CommerceDomain {
  wallet: Wallet;
  shop: GiftShop;
  checkout: Checkout;
  /** Present only while the sandbox provider is on. */
  sandbox?: SandboxProcessor;
}

const seconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

const giftOut = (g: Gift) => ({
  id: g.id,
  classify: g.categoryId,
  path: g.path,
  money: formatCents(g.price),
  titlee: g.titles[0],
  titlec: g.titles[1],
  titlef: g.titles[2],
  infoe: g.texts[0],
  infoc: g.texts[1],
  infof: g.texts[2],
});

const receivedOut = (s: GiftSend) => ({
  cid: s.id,
  gid: s.giftId,
  path: s.giftPath,
  givername: s.giverName,
  giver_id: s.giverId,
  number: s.number,
  message: s.message,
  create_time: seconds(s.createdAt),
});

const orderOut = (o: OrderRecord) => ({
  order_id: o.orderNo,
  state: o.state,
  order_type: o.orderType,
  pay_type: o.payType,
  amount: formatCents(o.amount),
  tier: o.tier,
  months: o.months,
  package_id: o.packageId,
  card_brand: o.cardBrand,
  card_last4: o.cardLast4,
  create_time: seconds(o.createdAt),
  paid_time: seconds(o.paidAt),
  provider: o.provider,
});

function callerId(caller: { user_id: number } | null): number {
  if (!caller || !Number.isSafeInteger(caller.user_id) || caller.user_id <= 0)
    throw new InputError({ caller: 'required' });
  return caller.user_id;
}

/** gRPC transport only: request -> domain -> response. */
export function commerceHandlers(
  domain: CommerceDomain,
): Omit<AsyncHandlers<CommerceServiceHandlers>, 'ExportMemberData'> {
  const { wallet, shop, checkout } = domain;
  const sandbox = () => {
    if (!domain.sandbox) throw new InputError({ provider: 'sandbox_off' }, 'sandbox_off');
    return domain.sandbox;
  };
  return {
    async GetBalance(req) {
      return { amount: formatCents(await wallet.balance(req.user_id)) };
    },
    async Debit(req) {
      const balance = await wallet.post(
        {
          userId: req.user_id,
          amount: parseAmount(req.amount),
          reason: req.reason,
          refType: req.ref_type,
          refId: req.ref_id,
          key: req.idempotency_key,
        },
        -1,
      );
      return { amount: formatCents(balance) };
    },
    async Credit(req) {
      const balance = await wallet.post(
        {
          userId: req.user_id,
          amount: parseAmount(req.amount),
          reason: req.reason,
          refType: req.ref_type,
          refId: req.ref_id,
          key: req.idempotency_key,
        },
        1,
      );
      return { amount: formatCents(balance) };
    },

    async ListGiftCatalogue() {
      const categories = await shop.catalogue();
      return {
        categories: categories.map((c) => ({
          id: c.id,
          classifye: c.names[0],
          classifyc: c.names[1],
          classifyf: c.names[2],
          gift: c.gifts.map(giftOut),
        })),
      };
    },
    async GetGift(req) {
      return giftOut(await shop.gift(req.id));
    },
    async GiveGift(req) {
      const giverId = callerId(req.caller);
      const { send, balance } = await shop.give({
        giverId,
        giverName: req.caller!.username,
        recipientId: req.recipient_id,
        giftId: req.giftid,
        number: req.number,
        message: req.message,
        idempotencyKey: req.idempotency_key || undefined,
        confirm: req.confirm,
      });
      return { id: send.id, amount: formatCents(balance) };
    },
    async ListReceivedGifts(req) {
      return { gifts: (await shop.received(req.user_id)).map(receivedOut) };
    },

    async ListRechargePackages() {
      const packages = await checkout.rechargePackages();
      return { packages: packages.map((p) => ({ id: p.id, amounts: formatCents(p.price) })) };
    },
    async ListUpgradePackages() {
      const tiers = await checkout.upgradeTiers();
      const tier = (n: 1 | 2) => {
        const t = tiers.find((x) => x.tier === n);
        return t ? { price: formatCents(t.basePrice), packages: t.described } : null;
      };
      return { vip1: tier(1), vip2: tier(2) };
    },

    async CreatePaymentSession(req) {
      if (!Number.isSafeInteger(req.user_id) || req.user_id <= 0) throw new InputError({ user_id: 'invalid' });
      return checkout.createSession(req.user_id);
    },
    async Pay(req) {
      const answer = await checkout.pay({ ...req, callerId: callerId(req.caller) });
      return { type: answer.type, content: answer.content, order_id: answer.orderNo, state: answer.state };
    },
    async GetOrder(req) {
      return orderOut(await checkout.order(callerId(req.caller), req.order_id));
    },
    async CompletePayment(req) {
      if (req.payload.length > 16_384 || req.signature.length > 512) throw new InputError({ payload: 'too_long' });
      const outcome = await checkout.complete(req.provider, req.payload, req.signature);
      // An authentic event about no Kindred order is acknowledged and changes nothing.
      if (!outcome) return { order_id: '', state: 'ignored', changed: false };
      return { order_id: outcome.order.orderNo, state: outcome.order.state, changed: outcome.changed };
    },

    async GetSandboxCheckout(req) {
      const c = await sandbox().checkout(req.order_id);
      return {
        order_id: c.reference,
        amount: formatCents(c.amount),
        currency: c.currency,
        description: c.description,
        state: c.state,
      };
    },
    async DecideSandboxCheckout(req) {
      if (req.decision !== 'pay' && req.decision !== 'decline') throw new InputError({ decision: 'invalid' });
      return sandbox().decide(req.order_id, req.decision);
    },
  };
}
