import { contrastPairs, contrastRatio } from './contrast';
import { desktop, mobile } from './themes';

describe('colour contrast (WCAG AA)', () => {
  it.each(contrastPairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(pair.minimum);
  });
  it('computes known ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 1);
  });
});

describe('themes', () => {
  it('mobile overrides only what touch changes', () => {
    expect(mobile.color).toBe(desktop.color);
    expect(mobile.radius).toBe(desktop.radius);
    expect(parseInt(mobile.text.body.size, 10)).toBeGreaterThan(parseInt(desktop.text.body.size, 10));
    expect(parseInt(mobile.control.height.md, 10)).toBeGreaterThanOrEqual(44);
  });
  it('carries the product measures of the spec', () => {
    expect(desktop.layout.hoverCardWidth).toBe('350px');
    expect(desktop.layout.chatWindowWidth).toBe('300px');
    expect(desktop.layout.emoticonSize).toBe('24px');
    expect(desktop.layout.avatarCrop).toBe('300px');
  });
  it('font stacks name CJK faces for both scripts', () => {
    expect(desktop.font.body).toMatch(/PingFang TC.*PingFang SC/);
  });
});
