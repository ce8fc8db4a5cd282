import { InputError } from '@kindred/kit';
import {
  BALANCE_PAY_TYPE,
  ENGLISH_NAME,
  isValidEmail,
  ORDER_TYPE,
  PAY_TYPES,
  PAYER_NAME_MAX,
  requiredPaymentFields,
  type OrderType,
  type PayType,
} from '@kindred/rules';

/** The payment form of docs/product.md section 3/7, as the wire carries it. */
export interface PaymentFormInput {
  pay_type: number;
  order_type: number;
  card_fullName: string;
  card_lastName: string;
  card_email: string;
  card_fullPhone: string;
  card_number: string;
  exp_year: string;
  exp_month: string;
  exp_date: string;
  cvv: string;
  card_country: string;
  card_state: string;
  card_city: string;
  card_address: string;
  card_ZipCode: string;
}

export interface Payer {
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Card data lives only in memory for the length of one call; only brand and last four are kept. */
export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvv: string;
  brand: string;
  last4: string;
}

export interface Billing {
  country: string;
  state: string;
  city: string;
  address: string;
  zipCode: string;
}

export interface PaymentDetails {
  payType: PayType;
  orderType: OrderType;
  payer: Payer;
  card?: Card;
  billing?: Billing;
}

const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;
const COUNTRY = /^[A-Za-z]{2}$/;

/** Luhn check digit over a digits-only string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = digits.charCodeAt(i) - 48;
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'card';
}

/** Month 1-12 and a 2- or 4-digit year, or `exp_date` as MM/YY or MM/YYYY. */
export function parseExpiry(month: string, year: string, date: string): { month: number; year: number } | null {
  let m = month.trim();
  let y = year.trim();
  if ((!m || !y) && date.trim()) {
    const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(date.trim());
    if (!match) return null;
    m = match[1]!;
    y = match[2]!;
  }
  if (!/^\d{1,2}$/.test(m) || !/^(\d{2}|\d{4})$/.test(y)) return null;
  const monthNumber = Number(m);
  const yearNumber = y.length === 2 ? 2000 + Number(y) : Number(y);
  if (monthNumber < 1 || monthNumber > 12) return null;
  return { month: monthNumber, year: yearNumber };
}

/** A card is good through the last day of its expiry month; more than 20 years ahead is a typo. */
export function isExpiryValid(expiry: { month: number; year: number }, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expires = expiry.year * 12 + (expiry.month - 1);
  return expires >= current && expires <= current + 20 * 12;
}

/**
 * docs/product.md section 5, payment: the fields of requiredPaymentFields, a name in English; balance
 * payment (0) is for upgrades only. Throws InputError naming every failing field.
 */
export function validatePaymentForm(input: PaymentFormInput, now = new Date()): PaymentDetails {
  const errors: Record<string, string> = {};
  const payType = input.pay_type as PayType;
  if (!PAY_TYPES.includes(payType)) errors.pay_type = 'invalid';
  if (input.order_type !== ORDER_TYPE.recharge && input.order_type !== ORDER_TYPE.upgrade)
    errors.order_type = 'invalid';
  if (payType === BALANCE_PAY_TYPE && input.order_type !== ORDER_TYPE.upgrade) errors.pay_type = 'balance_upgrade_only';

  const required = requiredPaymentFields(payType);
  const needsContact = required.includes('name');
  const needsCard = required.includes('cardnumber');
  const name = input.card_fullName.trim();
  const lastName = input.card_lastName.trim();
  const email = input.card_email.trim();
  const phone = input.card_fullPhone.trim();

  checkText(errors, 'card_fullName', name, needsContact, isEnglishName, 'english_only');
  checkText(errors, 'card_lastName', lastName, needsCard, isEnglishName, 'english_only');
  checkText(errors, 'card_email', email, needsContact, isValidEmail, 'invalid');
  checkText(errors, 'card_fullPhone', phone, needsContact, (v) => PHONE.test(v) && digitCount(v) >= 5, 'invalid');

  let card: Card | undefined;
  let billing: Billing | undefined;
  if (needsCard) {
    const digits = input.card_number.replace(/[\s-]/g, '');
    if (!digits) errors.card_number = 'required';
    else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.card_number = 'invalid';

    const expiry = parseExpiry(input.exp_month, input.exp_year, input.exp_date);
    if (!input.exp_month.trim() && !input.exp_year.trim() && !input.exp_date.trim()) errors.exp_month = 'required';
    else if (!expiry) errors.exp_month = 'invalid';
    else if (!isExpiryValid(expiry, now)) errors.exp_month = 'expired';

    const brand = cardBrand(digits);
    const cvv = input.cvv.trim();
    const cvvLength = brand === 'amex' ? 4 : 3;
    if (!cvv) errors.cvv = 'required';
    else if (!new RegExp(`^\\d{${cvvLength}}$`).test(cvv)) errors.cvv = 'invalid';

    const country = input.card_country.trim().toUpperCase();
    checkText(errors, 'card_country', country, true, (v) => COUNTRY.test(v), 'invalid');
    const state = input.card_state.trim();
    const city = input.card_city.trim();
    const address = input.card_address.trim();
    const zipCode = input.card_ZipCode.trim();
    checkText(errors, 'card_state', state, true, (v) => v.length <= 60, 'too_long');
    checkText(errors, 'card_city', city, true, (v) => v.length <= 60, 'too_long');
    checkText(errors, 'card_address', address, true, (v) => v.length <= 120, 'too_long');
    checkText(errors, 'card_ZipCode', zipCode, true, (v) => ZIP.test(v), 'invalid');

    if (Object.keys(errors).length === 0 && expiry) {
      card = { number: digits, expMonth: expiry.month, expYear: expiry.year, cvv, brand, last4: digits.slice(-4) };
      billing = { country, state, city, address, zipCode };
    }
  }
  if (Object.keys(errors).length > 0) throw new InputError(errors);
  return {
    payType,
    orderType: input.order_type as OrderType,
    payer: { name, lastName, email, phone },
    card,
    billing,
  };
}

function checkText(
  errors: Record<string, string>,
  field: string,
  value: string,
  required: boolean,
  valid: (value: string) => boolean,
  code: string,
): void {
  if (!value) {
    if (required) errors[field] = 'required';
    return;
  }
  if (!valid(value)) errors[field] = code;
}

function isEnglishName(name: string): boolean {
  return name.length <= PAYER_NAME_MAX && ENGLISH_NAME.test(name);
}

function digitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}
