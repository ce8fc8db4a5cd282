/**
 * Money is kept in integer cents everywhere in code; Postgres holds numeric(12,2) and the wire
 * carries strings with two decimals ("800.00"). Floats never touch an amount.
 */
export type Cents = number;

/** numeric(12,2) holds at most 9 999 999 999.99. */
export const MAX_CENTS: Cents = 999_999_999_999;

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * "12.5" -> 1250. Digits and one dot, at most two decimals (docs/product.md section 5, recharge amount);
 * leading zeros are trimmed. Anything else is null.
 */
export function parseAmount(text: string): Cents | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_CENTS ? cents : null;
}

/** A value Postgres returned for a numeric(12,2) column (may be negative). */
export function centsOfNumeric(value: string | number): Cents {
  const text = String(value).trim();
  const negative = text.startsWith('-');
  const cents = parseAmount(negative ? text.slice(1) : text);
  if (cents === null) throw new Error(`not a numeric(12,2) value`);
  return negative ? -cents : cents;
}

/** 80000 -> "800.00"; -150 -> "-1.50". */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new Error('cents must be an integer');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** price x quantity, refusing anything numeric(12,2) cannot hold. */
export function multiply(price: Cents, quantity: number): Cents {
  const total = price * quantity;
  if (!Number.isSafeInteger(total) || total > MAX_CENTS) throw new RangeError('amount out of range');
  return total;
}
