import {
  AUTHORITY_NAMES,
  isAuthorityName,
  isCustomerService,
  isReportType,
  paymentFormFields,
  payTypesFor,
  requiredPaymentFields,
  USERNAME_RUN,
} from './index';

describe('report types', () => {
  it('knows the three report types', () => {
    expect([1, 2, 3].every(isReportType)).toBe(true);
    expect([0, 4, -1, 1.5].some(isReportType)).toBe(false);
  });
});

describe('authorities', () => {
  it('names the 21 authorities of the spec, each once', () => {
    expect(new Set(AUTHORITY_NAMES).size).toBe(21);
    expect(isAuthorityName('Start_chat_dialog')).toBe(true);
    expect(isAuthorityName('start_chat_dialog')).toBe(false);
  });
  it('knows customer service by id 2', () => {
    expect(isCustomerService(2)).toBe(true);
    expect(isCustomerService(3)).toBe(false);
  });
});

describe('login account', () => {
  it('asks only for a run of 2 to 12 letters or digits somewhere (unanchored, looser than registration)', () => {
    expect(USERNAME_RUN.test('alice@example.com')).toBe(true);
    expect(USERNAME_RUN.test('a!')).toBe(false);
  });
});

describe('payment fields', () => {
  it('requires name, email and phone for 2 and 3, the whole card form for 4, nothing for 0 and 1', () => {
    expect(requiredPaymentFields(2)).toEqual(['name', 'email', 'phone']);
    expect(requiredPaymentFields(3)).toEqual(['name', 'email', 'phone']);
    expect(requiredPaymentFields(4)).toHaveLength(12);
    expect(requiredPaymentFields(0)).toEqual([]);
    expect(requiredPaymentFields(1)).toEqual([]);
    expect(requiredPaymentFields(5)).toEqual([]);
  });
  it('asks type 5 for the payer like 2 and 3 on the form', () => {
    expect(paymentFormFields(5)).toEqual(['name', 'email', 'phone']);
    expect(paymentFormFields(4)).toEqual(requiredPaymentFields(4));
  });
  it('offers the balance for memberships only', () => {
    expect(payTypesFor(2)).toContain(0);
    expect(payTypesFor(1)).not.toContain(0);
  });
});
