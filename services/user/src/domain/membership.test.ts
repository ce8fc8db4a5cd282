import { extendDeadline, vipLevel } from './membership';

const now = Date.UTC(2026, 10, 21) / 1000;

describe('vip level', () => {
  it('is 2 while the gold deadline is ahead, whatever silver says', () => {
    expect(vipLevel(0, now + 1, now)).toBe(2);
    expect(vipLevel(now + 100, now + 1, now)).toBe(2);
  });
  it('is 1 with only silver ahead, 0 when both passed', () => {
    expect(vipLevel(now + 1, now - 1, now)).toBe(1);
    expect(vipLevel(now, now, now)).toBe(0);
  });
});

describe('extending a deadline', () => {
  it('starts from now when the tier has lapsed', () => {
    expect(extendDeadline(0, now, 1)).toBe(Date.UTC(2026, 11, 21) / 1000);
  });
  it('starts from the current deadline when it is ahead', () => {
    const current = Date.UTC(2027, 0, 10) / 1000;
    expect(extendDeadline(current, now, 3)).toBe(Date.UTC(2027, 3, 10) / 1000);
  });
  it('keeps to the last day of a shorter month', () => {
    const jan31 = Date.UTC(2027, 0, 31) / 1000;
    expect(extendDeadline(jan31, now, 1)).toBe(Date.UTC(2027, 1, 28) / 1000);
  });
});
