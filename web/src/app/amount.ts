/**
 * The recharge amount a member types (docs/product.md section 5), kept apart from the account checks
 * that every sign-in page loads.
 */
import type { Problem } from './validation';

/**
 * What a recharge-amount input keeps of what was typed: digits and one dot, at most two decimals,
 * leading zeros trimmed ("007" -> "7", "00.5" -> "0.5").
 */
export function normalizeAmount(input: string): string {
  let cleaned = input.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot >= 0) cleaned = cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
  const [wholeDigits, decimals] = cleaned.split('.') as [string, string | undefined];
  let whole = wholeDigits;
  whole = whole.replace(/^0+(?=\d)/, '');
  if (decimals === undefined) return whole;
  if (whole === '') whole = '0';
  return `${whole}.${decimals.slice(0, 2)}`;
}

/** The amount must be a number above 0 with at most two decimals. */
export function checkAmount(value: string): Problem {
  if (!/^\d+(\.\d{1,2})?$/.test(value) || !(Number(value) > 0)) return 'validation.incomeErr';
  return null;
}
