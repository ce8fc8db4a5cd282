import { formatCents, type Cents } from './money';

export interface UpgradePackage {
  id: number;
  tier: 1 | 2;
  months: number;
  price: Cents;
}

export interface UpgradeTier {
  tier: 1 | 2;
  /** The tier's base price for one month. */
  basePrice: Cents;
}

/** Amounts divided by duration to 2 decimals, rounded half up (docs/product.md section 9, monthly plan price). */
export function monthlyPrice(price: Cents, months: number): Cents {
  if (!Number.isInteger(months) || months < 1) throw new RangeError('months must be a positive integer');
  return Math.floor((price * 2 + months) / (months * 2));
}

/** Percent saved per month against the tier's base price, whole percent, never below 0. */
export function savePercent(price: Cents, months: number, basePrice: Cents): number {
  if (basePrice <= 0) return 0;
  const monthly = monthlyPrice(price, months);
  return Math.max(0, Math.round(((basePrice - monthly) * 100) / basePrice));
}

/** The package as the upgrade screen lists it. */
export function describePackage(pkg: UpgradePackage, tier: UpgradeTier) {
  return {
    id: pkg.id,
    duration: pkg.months,
    amounts: formatCents(pkg.price),
    monthly: formatCents(monthlyPrice(pkg.price, pkg.months)),
    save: savePercent(pkg.price, pkg.months, tier.basePrice),
  };
}
