import { color, type ColorRoles } from './semantic';
import { darkColor } from './dark';

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a #RRGGBB colour: ${hex}`);
  const value = parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** WCAG contrast ratio between two #RRGGBB colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for body text, 3 for large text and non-text parts (WCAG 1.4.3 / 1.4.11). */
  minimum: 4.5 | 3;
}

/**
 * Every foreground/background pairing the components use, in one colour scheme. The token test
 * holds them to AA in light and dark.
 */
export function contrastPairsFor(c: ColorRoles): ContrastPair[] {
  return [
    { name: 'primary text on canvas', foreground: c.text.primary, background: c.background.canvas, minimum: 4.5 },
    {
      name: 'secondary text on surface',
      foreground: c.text.secondary,
      background: c.background.surface,
      minimum: 4.5,
    },
    {
      name: 'secondary text on canvas',
      foreground: c.text.secondary,
      background: c.background.canvas,
      minimum: 4.5,
    },
    { name: 'muted text on surface', foreground: c.text.muted, background: c.background.surface, minimum: 4.5 },
    { name: 'muted text on canvas', foreground: c.text.muted, background: c.background.canvas, minimum: 4.5 },
    { name: 'muted text on sunken', foreground: c.text.muted, background: c.background.sunken, minimum: 4.5 },
    { name: 'brand text on surface', foreground: c.text.brand, background: c.background.surface, minimum: 4.5 },
    { name: 'brand text on brand subtle', foreground: c.text.brand, background: c.brand.subtle, minimum: 4.5 },
    { name: 'brand text on selected', foreground: c.text.brand, background: c.background.selected, minimum: 4.5 },
    { name: 'text on brand solid', foreground: c.text.onBrand, background: c.brand.solid, minimum: 4.5 },
    { name: 'text on brand hover', foreground: c.text.onBrand, background: c.brand.solidHover, minimum: 4.5 },
    { name: 'text on neutral solid', foreground: c.text.inverse, background: c.neutral.solid, minimum: 4.5 },
    {
      name: 'accent text on accent subtle',
      foreground: c.accent.text,
      background: c.accent.subtle,
      minimum: 4.5,
    },
    { name: 'text on accent solid', foreground: c.text.inverse, background: c.accent.solid, minimum: 4.5 },
    { name: 'danger text on surface', foreground: c.text.danger, background: c.background.surface, minimum: 4.5 },
    {
      name: 'danger text on danger subtle',
      foreground: c.status.danger.text,
      background: c.status.danger.subtle,
      minimum: 4.5,
    },
    {
      name: 'success text on success subtle',
      foreground: c.status.success.text,
      background: c.status.success.subtle,
      minimum: 4.5,
    },
    {
      name: 'warning text on warning subtle',
      foreground: c.status.warning.text,
      background: c.status.warning.subtle,
      minimum: 4.5,
    },
    {
      name: 'info text on info subtle',
      foreground: c.status.info.text,
      background: c.status.info.subtle,
      minimum: 4.5,
    },
    { name: 'text on danger solid', foreground: c.text.inverse, background: c.status.danger.solid, minimum: 4.5 },
    { name: 'text on danger hover', foreground: c.text.inverse, background: c.status.danger.solidHover, minimum: 4.5 },
    {
      name: 'text on danger pressed',
      foreground: c.text.inverse,
      background: c.status.danger.solidActive,
      minimum: 4.5,
    },
    { name: 'text on brand pressed', foreground: c.text.onBrand, background: c.brand.solidActive, minimum: 4.5 },
    {
      name: 'brand text on brand subtle pressed',
      foreground: c.text.brand,
      background: c.brand.subtleActive,
      minimum: 4.5,
    },
    { name: 'primary text on hover', foreground: c.text.primary, background: c.background.hover, minimum: 4.5 },
    { name: 'primary text on pressed', foreground: c.text.primary, background: c.background.pressed, minimum: 4.5 },
    {
      name: 'secondary text on neutral subtle (status tag)',
      foreground: c.text.secondary,
      background: c.neutral.subtle,
      minimum: 4.5,
    },
    {
      name: 'text on success solid',
      foreground: c.text.inverse,
      background: c.status.success.solid,
      minimum: 4.5,
    },
    { name: 'badge text on badge', foreground: c.badge.text, background: c.badge.background, minimum: 4.5 },
    {
      name: 'gold vip text on gold subtle',
      foreground: c.vip.gold.text,
      background: c.vip.gold.subtle,
      minimum: 4.5,
    },
    {
      name: 'gold vip text on gold hover',
      foreground: c.vip.gold.text,
      background: c.vip.gold.subtleHover,
      minimum: 4.5,
    },
    {
      name: 'gold vip text on gold pressed',
      foreground: c.vip.gold.text,
      background: c.vip.gold.subtleActive,
      minimum: 4.5,
    },
    {
      name: 'silver vip text on silver subtle',
      foreground: c.vip.silver.text,
      background: c.vip.silver.subtle,
      minimum: 4.5,
    },
    {
      name: 'inverse text on inverse',
      foreground: c.text.inverse,
      background: c.background.inverse,
      minimum: 4.5,
    },
    { name: 'my chat bubble', foreground: c.chat.mineText, background: c.chat.mine, minimum: 4.5 },
    { name: 'their chat bubble', foreground: c.chat.theirsText, background: c.chat.theirs, minimum: 4.5 },
    { name: 'male icon on surface', foreground: c.gender.male, background: c.background.surface, minimum: 3 },
    { name: 'female icon on surface', foreground: c.gender.female, background: c.background.surface, minimum: 3 },
    {
      name: 'strong border on surface',
      foreground: c.border.strong,
      background: c.background.surface,
      minimum: 3,
    },
    { name: 'focus ring on surface', foreground: c.border.focus, background: c.background.surface, minimum: 3 },
    {
      name: 'online dot on surface',
      foreground: c.presence.online,
      background: c.background.surface,
      minimum: 3,
    },
  ];
}

export const contrastPairs = contrastPairsFor(color);
export const darkContrastPairs = contrastPairsFor(darkColor);
