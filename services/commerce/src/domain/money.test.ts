import { centsOfNumeric, formatCents, multiply, parseAmount } from './money';

describe('money in integer cents', () => {
  it('parses amounts of digits and one dot with at most two decimals', () => {
    expect(parseAmount('800.00')).toBe(80000);
    expect(parseAmount('800')).toBe(80000);
    expect(parseAmount('0.1')).toBe(10);
    expect(parseAmount('29.99')).toBe(2999);
    expect(parseAmount('007.5')).toBe(750);
    expect(parseAmount(' 12.34 ')).toBe(1234);
  });

  it('refuses everything else', () => {
    for (const bad of ['', '.5', '1.', '1.234', '-1', '1e3', '1,00', 'abc', '1.2.3', '99999999999999']) {
      expect([bad, parseAmount(bad)]).toEqual([bad, null]);
    }
  });

  it('formats with two decimals and reads numeric columns back', () => {
    expect(formatCents(80000)).toBe('800.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-7999)).toBe('-79.99');
    expect(centsOfNumeric('-79.99')).toBe(-7999);
    expect(centsOfNumeric('0.00')).toBe(0);
    expect(() => formatCents(1.5)).toThrow();
  });

  it('adds 0.10 + 0.20 exactly, unlike floats', () => {
    expect(formatCents(parseAmount('0.10')! + parseAmount('0.20')!)).toBe('0.30');
  });

  it('multiplies within numeric(12,2)', () => {
    expect(multiply(200, 50)).toBe(10000);
    expect(() => multiply(999_999_999_999, 2)).toThrow(RangeError);
  });
});
