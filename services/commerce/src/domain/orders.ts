import { InputError } from '@kindred/kit';
import { parseAmount, type Cents } from './money';
import type { OrderType } from '@kindred/rules';
import type { UpgradePackage } from './packages';

export type OrderState = 'created' | 'pending' | 'paid' | 'failed' | 'expired' | 'refunded';

/** created -> pending -> paid | failed | expired; created may settle at once (balance, card `ok`). */
const transitions: Record<OrderState, OrderState[]> = {
  created: ['pending', 'paid', 'failed', 'expired'],
  pending: ['paid', 'failed', 'expired'],
  // Refunds are staff actions (domain/staffCommerce.ts), never a provider notification.
  paid: [],
  refunded: [],
  failed: [],
  expired: [],
};

export function canTransition(from: OrderState, to: OrderState): boolean {
  return transitions[from].includes(to);
}

export interface RechargePackage {
  id: number;
  price: Cents;
}

/** A recharge of a free amount (docs/product.md section 5, recharge amount) stays within these bounds. */
export const MIN_RECHARGE: Cents = 100;
export const MAX_RECHARGE: Cents = 1_000_000;

export interface OrderTerms {
  orderType: OrderType;
  amount: Cents;
  packageId: number;
  /** Upgrade only: the tier and months the order buys. */
  tier: 0 | 1 | 2;
  months: number;
  description: string;
}

export interface Catalogue {
  recharge(id: number): RechargePackage | undefined;
  upgrade(id: number): UpgradePackage | undefined;
}

/**
 * What an order buys and costs, from the server's packages: the client's `income` must agree.
 * A recharge without a package takes the amount from `income` (digits, one dot, 2 decimals, > 0).
 */
export function resolveOrderTerms(
  input: { order_type: number; packege_id: number; income: string },
  catalogue: Catalogue,
): OrderTerms {
  const income = input.income.trim();
  const claimed = income ? parseAmount(income) : null;
  if (income && claimed === null) throw new InputError({ income: 'incomeErr' });

  if (input.order_type === 2) {
    const pkg = input.packege_id > 0 ? catalogue.upgrade(input.packege_id) : undefined;
    if (!pkg) throw new InputError({ packege_id: 'choosemeal' });
    if (claimed !== null && claimed !== pkg.price) throw new InputError({ income: 'incomeErr' });
    return {
      orderType: 2,
      amount: pkg.price,
      packageId: pkg.id,
      tier: pkg.tier,
      months: pkg.months,
      description: `${pkg.tier === 2 ? 'Gold SVIP' : 'Silver VIP'} membership, ${pkg.months} month${pkg.months > 1 ? 's' : ''}`,
    };
  }
  if (input.order_type !== 1) throw new InputError({ order_type: 'invalid' });
  if (input.packege_id > 0) {
    const pkg = catalogue.recharge(input.packege_id);
    if (!pkg) throw new InputError({ packege_id: 'invalid' });
    if (claimed !== null && claimed !== pkg.price) throw new InputError({ income: 'incomeErr' });
    return {
      orderType: 1,
      amount: pkg.price,
      packageId: pkg.id,
      tier: 0,
      months: 0,
      description: creditsText(pkg.price),
    };
  }
  if (claimed === null) throw new InputError({ income: 'required' });
  if (claimed < MIN_RECHARGE || claimed > MAX_RECHARGE) throw new InputError({ income: 'incomeErr' });
  return { orderType: 1, amount: claimed, packageId: 0, tier: 0, months: 0, description: creditsText(claimed) };
}

function creditsText(amount: Cents): string {
  return `${(amount / 100).toFixed(2)} credits`;
}

/**
 * A provider's notice settles an order only when it names the order's provider, amount and currency,
 * and the order's provider reference once the order has one (docs/payments.md).
 */
export function noticeMatchesOrder(
  order: { provider: string; amount: Cents; currency: string; providerRef: string },
  notice: { provider: string; amount: Cents; currency: string; reference: string },
): boolean {
  return (
    order.provider === notice.provider &&
    order.amount === notice.amount &&
    order.currency === notice.currency &&
    (order.providerRef === '' || order.providerRef === notice.reference)
  );
}
