import { checkAmount, normalizeAmount } from './amount';

describe('recharge amount', () => {
  it('keeps digits and one dot, two decimals, and trims leading zeros', () => {
    expect(normalizeAmount('00800')).toBe('800');
    expect(normalizeAmount('12a.3.4')).toBe('12.34');
    expect(normalizeAmount('1.2345')).toBe('1.23');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('00.50')).toBe('0.50');
    expect(normalizeAmount('0')).toBe('0');
  });
  it('must be above 0', () => {
    expect(checkAmount('0')).toBe('validation.incomeErr');
    expect(checkAmount('0.00')).toBe('validation.incomeErr');
    expect(checkAmount('')).toBe('validation.incomeErr');
    expect(checkAmount('1.234')).toBe('validation.incomeErr');
    expect(checkAmount('0.01')).toBeNull();
    expect(checkAmount('800.00')).toBeNull();
  });
});
