import { contrastPairs, contrastRatio, darkContrastPairs } from './contrast';
import { breakpoint } from './base';
import { color } from './semantic';
import { darkColor } from './dark';
import { desktop, mobile, withColorScheme } from './themes';

/** Every leaf of a role tree, as `path: value`. */
function leaves(tree: object, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>(
    (out, [key, value]) =>
      typeof value === 'string' ? { ...out, [prefix + key]: value } : { ...out, ...leaves(value, `${prefix}${key}.`) },
    {},
  );
}

describe.each([
  ['light', contrastPairs],
  ['dark', darkContrastPairs],
])('colour contrast in %s (WCAG AA)', (_scheme, pairs) => {
  it.each(pairs.map((pair) => [pair.name, pair] as const))('%s', (_name, pair) => {
    expect(contrastRatio(pair.foreground, pair.background)).toBeGreaterThanOrEqual(pair.minimum);
  });
});

describe('colour contrast', () => {
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
  it('dark changes colours and shadows only, for both form factors', () => {
    for (const theme of [mobile, desktop]) {
      const dark = withColorScheme(theme, 'dark');
      expect(dark).toEqual({ ...theme, colorScheme: 'dark', color: darkColor, elevation: expect.any(Object) });
      expect(dark.elevation).not.toEqual(theme.elevation);
      expect(withColorScheme(dark, 'light')).toEqual(theme);
    }
  });
  it('dark fills every colour role, with a different value for the surfaces and texts', () => {
    expect(Object.keys(leaves(darkColor))).toEqual(Object.keys(leaves(color)));
    expect(darkColor.background.surface).not.toBe(color.background.surface);
    expect(darkColor.text.primary).not.toBe(color.text.primary);
    expect(darkContrastPairs).toHaveLength(contrastPairs.length);
  });
  it('breakpoints grow and give min-width media queries', () => {
    const widths = Object.values(breakpoint);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(desktop.media.tablet).toBe(`(min-width: ${breakpoint.tablet}px)`);
    expect(desktop.breakpoint.desktop).toBe('1024px');
  });
  it('font stacks name CJK faces for both scripts', () => {
    expect(desktop.font.body).toMatch(/PingFang TC.*PingFang SC/);
  });
});
