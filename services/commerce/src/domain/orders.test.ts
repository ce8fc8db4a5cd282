import { InputError } from '@kindred/kit';
import { canTransition, noticeMatchesOrder, resolveOrderTerms, type Catalogue } from './orders';

const catalogue: Catalogue = {
  recharge: (id) => (id === 3 ? { id: 3, price: 80000 } : undefined),
  upgrade: (id) =>
    id === 2
      ? { id: 2, tier: 1, months: 3, price: 7999 }
      : id === 8
        ? { id: 8, tier: 2, months: 12, price: 41999 }
        : undefined,
};

function fields(fn: () => unknown): Record<string, string> {
  try {
    fn();
  } catch (err) {
    if (err instanceof InputError) return err.fields;
    throw err;
  }
  throw new Error('no error');
}

describe('order terms come from the server packages', () => {
  it('prices an upgrade package: tier and months extend the membership', () => {
    expect(resolveOrderTerms({ order_type: 2, packege_id: 8, income: '' }, catalogue)).toMatchObject({
      orderType: 2,
      amount: 41999,
      tier: 2,
      months: 12,
      description: 'Gold SVIP membership, 12 months',
    });
    expect(resolveOrderTerms({ order_type: 2, packege_id: 2, income: '79.99' }, catalogue).amount).toBe(7999);
  });

  it('needs a package for an upgrade and an income that agrees', () => {
    expect(fields(() => resolveOrderTerms({ order_type: 2, packege_id: 0, income: '' }, catalogue))).toEqual({
      packege_id: 'choosemeal',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 2, packege_id: 5, income: '' }, catalogue))).toEqual({
      packege_id: 'choosemeal',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 2, packege_id: 2, income: '1.00' }, catalogue))).toEqual({
      income: 'incomeErr',
    });
  });

  it('recharges a package or a free amount within bounds', () => {
    expect(resolveOrderTerms({ order_type: 1, packege_id: 3, income: '800' }, catalogue)).toMatchObject({
      amount: 80000,
      months: 0,
      tier: 0,
    });
    expect(resolveOrderTerms({ order_type: 1, packege_id: 0, income: '12.50' }, catalogue)).toMatchObject({
      amount: 1250,
      packageId: 0,
    });
    expect(fields(() => resolveOrderTerms({ order_type: 1, packege_id: 0, income: '' }, catalogue))).toEqual({
      income: 'required',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 1, packege_id: 0, income: '0.50' }, catalogue))).toEqual({
      income: 'incomeErr',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 1, packege_id: 0, income: '10000.01' }, catalogue))).toEqual({
      income: 'incomeErr',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 1, packege_id: 0, income: '1.234' }, catalogue))).toEqual({
      income: 'incomeErr',
    });
    expect(fields(() => resolveOrderTerms({ order_type: 1, packege_id: 4, income: '' }, catalogue))).toEqual({
      packege_id: 'invalid',
    });
  });

  it('moves orders only forward: created -> pending -> paid | failed | expired', () => {
    expect(canTransition('created', 'pending')).toBe(true);
    expect(canTransition('created', 'paid')).toBe(true);
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('pending', 'expired')).toBe(true);
    expect(canTransition('paid', 'failed')).toBe(false);
    expect(canTransition('failed', 'paid')).toBe(false);
    expect(canTransition('expired', 'paid')).toBe(false);
    expect(canTransition('pending', 'created')).toBe(false);
  });
});

describe('noticeMatchesOrder', () => {
  const order = { provider: 'stripe', amount: 7999, currency: 'USD', providerRef: '' };
  const notice = { provider: 'stripe', amount: 7999, currency: 'USD', reference: 'pi_1' };

  it('matches the same provider, amount and currency while the order has no reference yet', () => {
    expect(noticeMatchesOrder(order, notice)).toBe(true);
  });

  it('needs the order reference once the order has one', () => {
    expect(noticeMatchesOrder({ ...order, providerRef: 'pi_1' }, notice)).toBe(true);
    expect(noticeMatchesOrder({ ...order, providerRef: 'pi_2' }, notice)).toBe(false);
  });

  it('refuses another provider, amount or currency', () => {
    expect(noticeMatchesOrder(order, { ...notice, provider: 'sandbox' })).toBe(false);
    expect(noticeMatchesOrder(order, { ...notice, amount: 7998 })).toBe(false);
    expect(noticeMatchesOrder(order, { ...notice, currency: 'EUR' })).toBe(false);
  });
});
