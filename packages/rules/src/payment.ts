/**
 * The payment form of docs/product.md sections 5 and 9. pay_type: 0 balance (membership orders only),
 * 1 PayPal, 2 and 3 hosted card, 4 direct card, 5 other. order_type: 1 recharge, 2 upgrade.
 */
export const PAY_TYPES = [0, 1, 2, 3, 4, 5] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const BALANCE_PAY_TYPE = 0;
export const CARD_PAY_TYPE = 4;

export const ORDER_TYPE = { recharge: 1, upgrade: 2 } as const;
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** Pay types each order offers: the balance only pays for a membership. */
export function payTypesFor(orderType: OrderType): PayType[] {
  return orderType === ORDER_TYPE.upgrade ? [0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5];
}

/** The fields of the payment form, as the screens name them (the pay call prefixes them card_). */
export type PaymentField =
  | 'name'
  | 'lastname'
  | 'email'
  | 'phone'
  | 'cardnumber'
  | 'expiration'
  | 'cvv'
  | 'country'
  | 'state'
  | 'city'
  | 'address'
  | 'ZipCode';

const PAYER_FIELDS: readonly PaymentField[] = ['name', 'email', 'phone'];
const CARD_FIELDS: readonly PaymentField[] = [
  'name',
  'lastname',
  'email',
  'phone',
  'cardnumber',
  'expiration',
  'cvv',
  'country',
  'state',
  'city',
  'address',
  'ZipCode',
];

/** The fields a pay type requires: 2 and 3 name, email and phone; 4 also the card and billing address. */
export function requiredPaymentFields(payType: number): readonly PaymentField[] {
  if (payType === CARD_PAY_TYPE) return CARD_FIELDS;
  if (payType === 2 || payType === 3) return PAYER_FIELDS;
  return [];
}

/**
 * The fields the payment form asks for. Deliberately one more than the server requires: the form asks
 * type 5 ("other") for name, email and phone like 2 and 3, which the server accepts but does not demand.
 */
export function paymentFormFields(payType: number): readonly PaymentField[] {
  return payType === 5 ? PAYER_FIELDS : requiredPaymentFields(payType);
}

/** A payer's name: English letters, with spaces, dots, apostrophes and hyphens after the first. */
export const ENGLISH_NAME = /^[A-Za-z][A-Za-z .'-]*$/;
export const PAYER_NAME_MAX = 60;
