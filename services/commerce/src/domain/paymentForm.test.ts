import { InputError } from '@kindred/kit';
import {
  cardBrand,
  isExpiryValid,
  parseExpiry,
  passesLuhn,
  validatePaymentForm,
  type PaymentFormInput,
} from './paymentForm';

const now = new Date(Date.UTC(2026, 4, 15));

const empty: PaymentFormInput = {
  pay_type: 1,
  order_type: 1,
  card_fullName: '',
  card_lastName: '',
  card_email: '',
  card_fullPhone: '',
  card_number: '',
  exp_year: '',
  exp_month: '',
  exp_date: '',
  cvv: '',
  card_country: '',
  card_state: '',
  card_city: '',
  card_address: '',
  card_ZipCode: '',
};

const card: PaymentFormInput = {
  ...empty,
  pay_type: 4,
  card_fullName: 'Mary Ann',
  card_lastName: "O'Neil",
  card_email: 'mary@example.com',
  card_fullPhone: '+1 (555) 010-2000',
  card_number: '4111 1111 1111 1111',
  exp_month: '05',
  exp_year: '26',
  cvv: '321',
  card_country: 'us',
  card_state: 'CA',
  card_city: 'San Jose',
  card_address: '1 First St',
  card_ZipCode: '95113',
};

function fields(input: PaymentFormInput): Record<string, string> {
  try {
    validatePaymentForm(input, now);
  } catch (err) {
    if (err instanceof InputError) return err.fields;
    throw err;
  }
  return {};
}

describe('card rules', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000003220')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111a1111111')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6200000000000005')).toBe('unionpay');
  });

  it('reads the expiry from month and year or from MM/YY, good through the month', () => {
    expect(parseExpiry('5', '2026', '')).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('', '', '07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13', '26', '')).toBeNull();
    expect(parseExpiry('', '', '7-29')).toBeNull();
    expect(isExpiryValid({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isExpiryValid({ month: 4, year: 2026 }, now)).toBe(false);
    expect(isExpiryValid({ month: 5, year: 2047 }, now)).toBe(false);
  });
});

describe('payment form per pay type (docs/product.md section 5)', () => {
  it('accepts a complete card form and keeps only brand and last four beyond the call', () => {
    const details = validatePaymentForm(card, now);
    expect(details.card).toMatchObject({ brand: 'visa', last4: '1111', expMonth: 5, expYear: 2026 });
    expect(details.billing).toEqual({
      country: 'US',
      state: 'CA',
      city: 'San Jose',
      address: '1 First St',
      zipCode: '95113',
    });
  });

  it('requires every card field for pay type 4', () => {
    expect(fields({ ...empty, pay_type: 4 })).toEqual({
      card_fullName: 'required',
      card_lastName: 'required',
      card_email: 'required',
      card_fullPhone: 'required',
      card_number: 'required',
      exp_month: 'required',
      cvv: 'required',
      card_country: 'required',
      card_state: 'required',
      card_city: 'required',
      card_address: 'required',
      card_ZipCode: 'required',
    });
  });

  it('refuses a bad number, a past expiry, a short cvv, an amex cvv of 3', () => {
    expect(fields({ ...card, card_number: '4111 1111 1111 1112' })).toEqual({ card_number: 'invalid' });
    expect(fields({ ...card, exp_month: '04' })).toEqual({ exp_month: 'expired' });
    expect(fields({ ...card, cvv: '12' })).toEqual({ cvv: 'invalid' });
    expect(fields({ ...card, card_number: '378282246310005', cvv: '123' })).toEqual({ cvv: 'invalid' });
    expect(fields({ ...card, card_number: '378282246310005', cvv: '1234' })).toEqual({});
  });

  it('needs name, email and phone for cropay (2, 3); names in English only', () => {
    expect(fields({ ...empty, pay_type: 2 })).toEqual({
      card_fullName: 'required',
      card_email: 'required',
      card_fullPhone: 'required',
    });
    expect(
      fields({ ...empty, pay_type: 3, card_fullName: '陳大文', card_email: 'a@b.com', card_fullPhone: '0912345678' }),
    ).toEqual({
      card_fullName: 'english_only',
    });
    expect(
      fields({ ...empty, pay_type: 3, card_fullName: 'Tai Man', card_email: 'a@b', card_fullPhone: '12' }),
    ).toEqual({
      card_email: 'invalid',
      card_fullPhone: 'invalid',
    });
  });

  it('needs nothing for paypal (1), other (5) and balance (0), but balance only pays upgrades', () => {
    expect(fields({ ...empty, pay_type: 1 })).toEqual({});
    expect(fields({ ...empty, pay_type: 5, card_fullName: 'Émile' })).toEqual({ card_fullName: 'english_only' });
    expect(fields({ ...empty, pay_type: 0, order_type: 2 })).toEqual({});
    expect(fields({ ...empty, pay_type: 0, order_type: 1 })).toEqual({ pay_type: 'balance_upgrade_only' });
    expect(fields({ ...empty, pay_type: 6 })).toEqual({ pay_type: 'invalid' });
  });
});
