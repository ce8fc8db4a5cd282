/**
 * The payment form's client check (docs/product.md section 5): the fields each pay type asks and the
 * name and email patterns are @kindred/rules'; the card formats here only spare a round trip.
 */
import { EMAIL, ENGLISH_NAME, paymentFormFields, type PaymentField, type PayType } from '@kindred/rules';

export type { PaymentField, PayType };

export type PaymentValues = Partial<Record<PaymentField, string>>;
export type PaymentErrorCode = 'required' | 'nameEnglish' | 'format';
export type PaymentErrors = Partial<Record<PaymentField, PaymentErrorCode>>;

/** Fields the form asks for a pay type: 2, 3 and 5 the payer, 4 also the card and billing address. */
export function paymentFields(payType: PayType): PaymentField[] {
  return [...paymentFormFields(payType)];
}

const formats: Partial<Record<PaymentField, RegExp>> = {
  email: EMAIL,
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
    else if ((field === 'name' || field === 'lastname') && !ENGLISH_NAME.test(value)) errors[field] = 'nameEnglish';
    else if (formats[field] && !formats[field]!.test(value)) errors[field] = 'format';
  }
  return errors;
}
