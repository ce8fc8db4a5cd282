import { formatUsd, monthlyPrice, savePercent } from './pricing';

describe('pricing', () => {
  it('monthly price is amount / months to 2 decimals', () => {
    expect(monthlyPrice(29.99, 1)).toBe('29.99');
    expect(monthlyPrice('79.99', 3)).toBe('26.66');
    expect(monthlyPrice(149.99, 6)).toBe('25.00');
    expect(monthlyPrice(239.99, 12)).toBe('20.00');
    expect(monthlyPrice(419.99, 12)).toBe('35.00');
    expect(monthlyPrice(100, 3)).toBe('33.33');
  });
  it('save percent is measured against the base monthly price', () => {
    expect(savePercent(29.99, 1, 29.99)).toBe(0);
    expect(savePercent(79.99, 3, 29.99)).toBe(11);
    expect(savePercent(149.99, 6, 29.99)).toBe(17);
    expect(savePercent(239.99, 12, 29.99)).toBe(33);
    expect(savePercent(134.99, 3, 49.99)).toBe(10);
    expect(savePercent(60, 1, 49.99)).toBe(0);
  });
  it('rejects zero months and formats dollars', () => {
    expect(() => monthlyPrice(10, 0)).toThrow(RangeError);
    expect(formatUsd('800')).toBe('$800.00');
    expect(formatUsd(5.5)).toBe('$5.50');
  });
});
