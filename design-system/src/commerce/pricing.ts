/** Money is shown in USD with $ and two decimals (docs/product.md section 1). */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return `$${value.toFixed(2)}`;
}

/** Monthly price of a plan: amount / months, to 2 decimals (docs/product.md section 9). */
export function monthlyPrice(amount: number | string, months: number): string {
  const total = typeof amount === 'string' ? Number(amount) : amount;
  if (!(months > 0)) throw new RangeError('months must be above 0');
  // Work in cents so 79.99 / 3 rounds like a cashier would (26.66), not like binary floats.
  return (Math.round((total * 100) / months) / 100).toFixed(2);
}

/** Percent saved per month against the tier's base monthly price; 0 when nothing is saved. */
export function savePercent(amount: number | string, months: number, basePrice: number | string): number {
  const base = typeof basePrice === 'string' ? Number(basePrice) : basePrice;
  if (!(base > 0)) return 0;
  const saved = 1 - Number(monthlyPrice(amount, months)) / base;
  return saved > 0 ? Math.round(saved * 100) : 0;
}
