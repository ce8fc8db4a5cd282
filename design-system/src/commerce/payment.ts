/** Pay types (docs/product.md section 9): 0 balance, 1 PayPal, 2 and 3 hosted card, 4 direct card, 5 other. */
export type PayType = 0 | 1 | 2 | 3 | 4 | 5;

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

export type PaymentValues = Partial<Record<PaymentField, string>>;
export type PaymentErrorCode = 'required' | 'nameEnglish' | 'format';
export type PaymentErrors = Partial<Record<PaymentField, PaymentErrorCode>>;

const contact: PaymentField[] = ['name', 'email', 'phone'];
const card: PaymentField[] = [
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

/**
 * Fields a pay type asks for (docs/product.md section 5): 2 and 3 need name, email and phone; 4 adds the
 * card and billing address. 5 ("other") is treated like 2/3; 0 (balance) and 1 (PayPal) ask nothing.
 */
export function paymentFields(payType: PayType): PaymentField[] {
  if (payType === 4) return card;
  if (payType === 2 || payType === 3 || payType === 5) return contact;
  return [];
}

const englishName = /^[A-Za-z][A-Za-z .'-]*$/;
const email = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,3}$/;
const formats: Partial<Record<PaymentField, RegExp>> = {
  email,
  phone: /^\+?[0-9 ()-]{6,20}$/,
  cardnumber: /^[0-9 ]{12,23}$/,
  expiration: /^(0[1-9]|1[0-2])\/[0-9]{2}$/,
  cvv: /^[0-9]{3,4}$/,
};

/** Checks the values for a pay type; values are trimmed first (email is trimmed per spec). */
export function validatePayment(payType: PayType, values: PaymentValues): PaymentErrors {
  const errors: PaymentErrors = {};
  for (const field of paymentFields(payType)) {
    const value = (values[field] ?? '').trim();
    if (!value) errors[field] = 'required';
    else if ((field === 'name' || field === 'lastname') && !englishName.test(value)) errors[field] = 'nameEnglish';
    else if (formats[field] && !formats[field]!.test(value)) errors[field] = 'format';
  }
  return errors;
}
