import { describePackage, monthlyPrice, savePercent } from './packages';

describe('monthly price and saving (docs/product.md section 9)', () => {
  it('divides the amount by the duration to 2 decimals', () => {
    expect(monthlyPrice(7999, 3)).toBe(2666);
    expect(monthlyPrice(14999, 6)).toBe(2500);
    expect(monthlyPrice(23999, 12)).toBe(2000);
    expect(monthlyPrice(2999, 1)).toBe(2999);
    expect(monthlyPrice(1000, 3)).toBe(333);
    expect(monthlyPrice(500, 3)).toBe(167);
    expect(() => monthlyPrice(1000, 0)).toThrow(RangeError);
  });

  it('saves against the tier base price, never below zero', () => {
    expect(savePercent(7999, 3, 2999)).toBe(11);
    expect(savePercent(23999, 12, 2999)).toBe(33);
    expect(savePercent(41999, 12, 4999)).toBe(30);
    expect(savePercent(2999, 1, 2999)).toBe(0);
    expect(savePercent(9999, 1, 2999)).toBe(0);
  });

  it('describes a package for the upgrade screen', () => {
    expect(describePackage({ id: 6, tier: 2, months: 3, price: 13499 }, { tier: 2, basePrice: 4999 })).toEqual({
      id: 6,
      duration: 3,
      amounts: '134.99',
      monthly: '45.00',
      save: 10,
    });
  });
});
