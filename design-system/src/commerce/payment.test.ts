import { paymentFields, validatePayment } from './payment';

describe('paymentFields (docs/product.md section 5)', () => {
  it('types 2 and 3 need name, email and phone', () => {
    expect(paymentFields(2)).toEqual(['name', 'email', 'phone']);
    expect(paymentFields(3)).toEqual(['name', 'email', 'phone']);
  });
  it('type 4 adds card and address', () => {
    expect(paymentFields(4)).toEqual([
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
    ]);
  });
  it('balance and PayPal ask nothing', () => {
    expect(paymentFields(0)).toEqual([]);
    expect(paymentFields(1)).toEqual([]);
  });
});

describe('validatePayment', () => {
  const ok = { name: 'Mei', email: ' mei@example.com ', phone: '+886 912 345 678' };
  it('accepts a complete type 3 form, trimming the email', () => {
    expect(validatePayment(3, ok)).toEqual({});
  });
  it('requires each field and English names', () => {
    expect(validatePayment(2, {})).toEqual({ name: 'required', email: 'required', phone: 'required' });
    expect(validatePayment(2, { ...ok, name: '美玲' })).toEqual({ name: 'nameEnglish' });
    expect(validatePayment(2, { ...ok, email: 'mei@example.comm' })).toEqual({ email: 'format' });
  });
  it('type 4 checks the card fields', () => {
    const full = {
      ...ok,
      lastname: 'Lin',
      cardnumber: '4111 1111 1111 1111',
      expiration: '08/27',
      cvv: '123',
      country: 'TW',
      state: 'Taipei',
      city: 'Taipei',
      address: '1 Xinyi Rd',
      ZipCode: '110',
    };
    expect(validatePayment(4, full)).toEqual({});
    expect(validatePayment(4, { ...full, expiration: '13/27', cvv: '12', ZipCode: ' ' })).toEqual({
      expiration: 'format',
      cvv: 'format',
      ZipCode: 'required',
    });
    expect(validatePayment(3, { ...ok, cvv: 'x' })).toEqual({});
  });
});
