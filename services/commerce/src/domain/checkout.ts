import { randomBytes, randomUUID } from 'node:crypto';
import { InputError, NotFoundError, RefusedError, type Logger } from '@kindred/kit';
import type { ChargeStart, PaymentProvider } from '../providers/provider';
import type { CommerceStore, NotificationOutcome, OrderRecord, VerifiedNotification } from '../store/commerceStore';
import { describePackage } from './packages';
import { resolveOrderTerms, type Catalogue } from './orders';
import { BALANCE_PAY_TYPE } from '@kindred/rules';
import { validatePaymentForm, type PaymentFormInput } from './paymentForm';
import type { MemberDirectory } from './ports';

export interface PayCommand extends PaymentFormInput {
  callerId: number;
  gainer_id: number;
  income: string;
  packege_id: number;
  guid: string;
}

export interface PayAnswer {
  type: 'ok' | 'jump' | 'iframe';
  content: string;
  orderNo: string;
  state: string;
}

export interface CheckoutOptions {
  currency: string;
  /** A payment session (generateuuid) and a pending order live this long. */
  sessionTtlMs: number;
  orderTtlMs: number;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Packages, payment sessions, orders and their settlement through the provider adapter. */
export class Checkout {
  constructor(
    private readonly store: CommerceStore,
    private readonly provider: PaymentProvider,
    private readonly members: MemberDirectory,
    private readonly logger: Logger,
    private readonly options: CheckoutOptions,
  ) {}

  async rechargePackages() {
    return this.store.rechargePackages();
  }

  async upgradeTiers() {
    const tiers = await this.store.upgradeTiers();
    return tiers.map((tier) => ({ ...tier, described: tier.packages.map((p) => describePackage(p, tier)) }));
  }

  private async catalogue(): Promise<Catalogue> {
    const [recharge, tiers] = await Promise.all([this.store.rechargePackages(), this.store.upgradeTiers()]);
    const upgrades = tiers.flatMap((t) => t.packages);
    return {
      recharge: (id) => recharge.find((p) => p.id === id),
      upgrade: (id) => upgrades.find((p) => p.id === id),
    };
  }

  /** generateuuid: a one-use guid that makes the pay call idempotent, and the provider's script. */
  async createSession(userId: number) {
    const guid = randomUUID();
    await this.store.createPaymentSession(guid, userId, new Date(Date.now() + this.options.sessionTtlMs));
    return { guid, url: this.provider.sessionScriptUrl(guid) };
  }

  /**
   * member/Pay/pay. Validates the form for its pay type, prices the order from the server's
   * packages, and hands it to the provider (or to the balance for pay_type 0). The same guid
   * twice answers the first order's outcome and charges nothing more.
   */
  async pay(command: PayCommand): Promise<PayAnswer> {
    const details = validatePaymentForm(command);
    if (command.gainer_id !== 0 && command.gainer_id !== command.callerId)
      throw new InputError({ gainer_id: 'invalid' });
    if (!GUID.test(command.guid)) throw new InputError({ guid: 'invalid' });
    const guid = command.guid.toLowerCase();
    const session = await this.store.paymentSession(guid);
    if (!session || session.userId !== command.callerId) throw new InputError({ guid: 'invalid' });
    const terms = resolveOrderTerms(command, await this.catalogue());

    const earlier = await this.store.orderByGuid(guid);
    if (earlier) return this.repeat(earlier, terms.amount, details.payType);
    if (session.expiresAt.getTime() < Date.now()) throw new InputError({ guid: 'expired' });

    const order = await this.store.createOrder({
      orderNo: `K${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
      guid,
      userId: command.callerId,
      gainerId: command.callerId,
      orderType: terms.orderType,
      packageId: terms.packageId,
      tier: terms.tier,
      months: terms.months,
      amount: terms.amount,
      currency: this.options.currency,
      payType: details.payType,
      provider: details.payType === BALANCE_PAY_TYPE ? 'balance' : this.provider.name,
      cardBrand: details.card?.brand ?? '',
      cardLast4: details.card?.last4 ?? '',
    });
    // A concurrent submit with the same guid won the insert: answer what it did.
    if (!order) return this.repeat((await this.store.orderByGuid(guid))!, terms.amount, details.payType);

    if (details.payType === BALANCE_PAY_TYPE) return this.payFromBalance(order);

    let start: ChargeStart;
    try {
      start = await this.provider.charge({
        orderNo: order.orderNo,
        amount: order.amount,
        currency: order.currency,
        description: terms.description,
        payType: details.payType,
        payer: details.payer,
        card: details.card,
      });
    } catch (err) {
      await this.store.failOrder(order.orderNo, 'provider_error');
      throw err;
    }
    switch (start.outcome) {
      case 'declined':
        await this.store.failOrder(order.orderNo, 'declined', start.reference);
        throw new RefusedError('payment_declined');
      case 'ok':
        return this.answerOf((await this.settle(start.settlement)).order);
      default: {
        const pending = await this.store.markOrderPending(order.orderNo, start.reference, start.outcome, start.url);
        return this.answerOf(pending);
      }
    }
  }

  private async payFromBalance(order: OrderRecord): Promise<PayAnswer> {
    let paid: OrderRecord;
    try {
      paid = await this.store.payOrderFromBalance(order.orderNo);
    } catch (err) {
      if (err instanceof RefusedError) await this.store.failOrder(order.orderNo, err.reason);
      throw err;
    }
    await this.fulfil(paid);
    return this.answerOf(paid);
  }

  /** A repeated submit: same guid must mean the same purchase; the first outcome stands. */
  private async repeat(order: OrderRecord, amount: number, payType: number): Promise<PayAnswer> {
    if (order.amount !== amount || order.payType !== payType) throw new InputError({ guid: 'used' });
    if (order.state === 'failed')
      throw new RefusedError(
        order.failureReason === 'insufficient_balance' ? 'insufficient_balance' : 'payment_declined',
      );
    if (order.state === 'expired') throw new RefusedError('order_expired');
    if (order.state === 'created') throw new RefusedError('payment_in_progress');
    if (order.state === 'paid') await this.fulfil(order);
    return this.answerOf(order);
  }

  private answerOf(order: OrderRecord): PayAnswer {
    if (order.state === 'paid')
      return { type: 'ok', content: order.orderNo, orderNo: order.orderNo, state: order.state };
    if (order.state === 'pending') {
      return {
        type: order.answerType as 'jump' | 'iframe',
        content: order.answerContent,
        orderNo: order.orderNo,
        state: order.state,
      };
    }
    throw new RefusedError(order.state === 'expired' ? 'order_expired' : 'payment_declined');
  }

  /**
   * A provider's callback. Forged or stale ones are refused before anything is read; a replayed
   * one finds its event recorded and changes nothing; a recharge is credited in the transaction
   * that marks the order paid; an upgrade then extends the membership through the user service.
   */
  async complete(providerName: string, payload: string, signature: string): Promise<NotificationOutcome | null> {
    if (providerName !== this.provider.name) throw new NotFoundError('unknown_provider');
    const notification = this.provider.verify(payload, signature, new Date());
    return notification ? this.settle(notification) : null;
  }

  private async settle(notification: VerifiedNotification): Promise<NotificationOutcome> {
    const outcome = await this.store.applyNotification(notification);
    if (outcome.order.state === 'paid') await this.fulfil(outcome.order);
    return outcome;
  }

  /** Upgrades extend the tier; the key `order:<no>` makes every retry the same extension. */
  private async fulfil(order: OrderRecord): Promise<void> {
    if (order.fulfilledAt || order.orderType !== 2) return;
    try {
      await this.members.extendMembership(order.gainerId, order.tier, order.months, `order:${order.orderNo}`);
      await this.store.markFulfilled(order.orderNo);
    } catch (err) {
      this.logger.warn({ err, order: order.orderNo }, 'membership extension deferred');
    }
  }

  async order(callerId: number, orderNo: string): Promise<OrderRecord> {
    const order = /^[\w-]{8,64}$/.test(orderNo) ? await this.store.orderByNo(orderNo) : null;
    if (!order || order.userId !== callerId) throw new NotFoundError('order_not_found');
    return order;
  }

  /** Background upkeep: expire stale open orders, retry deferred extensions. */
  async sweep(): Promise<{ expired: number; fulfilled: number }> {
    const expired = await this.store.expireOpenOrders(new Date(Date.now() - this.options.orderTtlMs));
    let fulfilled = 0;
    for (const order of await this.store.unfulfilledOrders(100)) {
      await this.fulfil(order);
      if ((await this.store.orderByNo(order.orderNo))?.fulfilledAt) fulfilled += 1;
    }
    return { expired, fulfilled };
  }
}
