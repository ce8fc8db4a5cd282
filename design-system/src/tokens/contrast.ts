import { color } from './semantic';

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

/** Every foreground/background pairing the components use. The token test holds them to AA. */
export const contrastPairs: ContrastPair[] = [
  { name: 'primary text on canvas', foreground: color.text.primary, background: color.background.canvas, minimum: 4.5 },
  {
    name: 'secondary text on surface',
    foreground: color.text.secondary,
    background: color.background.surface,
    minimum: 4.5,
  },
  {
    name: 'secondary text on canvas',
    foreground: color.text.secondary,
    background: color.background.canvas,
    minimum: 4.5,
  },
  { name: 'muted text on surface', foreground: color.text.muted, background: color.background.surface, minimum: 4.5 },
  { name: 'muted text on canvas', foreground: color.text.muted, background: color.background.canvas, minimum: 4.5 },
  { name: 'muted text on sunken', foreground: color.text.muted, background: color.background.sunken, minimum: 4.5 },
  { name: 'brand text on surface', foreground: color.text.brand, background: color.background.surface, minimum: 4.5 },
  { name: 'brand text on brand subtle', foreground: color.text.brand, background: color.brand.subtle, minimum: 4.5 },
  { name: 'brand text on selected', foreground: color.text.brand, background: color.background.selected, minimum: 4.5 },
  { name: 'text on brand solid', foreground: color.text.onBrand, background: color.brand.solid, minimum: 4.5 },
  { name: 'text on brand hover', foreground: color.text.onBrand, background: color.brand.solidHover, minimum: 4.5 },
  { name: 'text on neutral solid', foreground: color.text.inverse, background: color.neutral.solid, minimum: 4.5 },
  {
    name: 'accent text on accent subtle',
    foreground: color.accent.text,
    background: color.accent.subtle,
    minimum: 4.5,
  },
  { name: 'text on accent solid', foreground: color.text.inverse, background: color.accent.solid, minimum: 4.5 },
  { name: 'danger text on surface', foreground: color.text.danger, background: color.background.surface, minimum: 4.5 },
  {
    name: 'danger text on danger subtle',
    foreground: color.status.danger.text,
    background: color.status.danger.subtle,
    minimum: 4.5,
  },
  {
    name: 'success text on success subtle',
    foreground: color.status.success.text,
    background: color.status.success.subtle,
    minimum: 4.5,
  },
  {
    name: 'warning text on warning subtle',
    foreground: color.status.warning.text,
    background: color.status.warning.subtle,
    minimum: 4.5,
  },
  {
    name: 'info text on info subtle',
    foreground: color.status.info.text,
    background: color.status.info.subtle,
    minimum: 4.5,
  },
  { name: 'text on danger solid', foreground: color.text.inverse, background: color.status.danger.solid, minimum: 4.5 },
  {
    name: 'text on success solid',
    foreground: color.text.inverse,
    background: color.status.success.solid,
    minimum: 4.5,
  },
  { name: 'badge text on badge', foreground: color.badge.text, background: color.badge.background, minimum: 4.5 },
  {
    name: 'gold vip text on gold subtle',
    foreground: color.vip.gold.text,
    background: color.vip.gold.subtle,
    minimum: 4.5,
  },
  {
    name: 'silver vip text on silver subtle',
    foreground: color.vip.silver.text,
    background: color.vip.silver.subtle,
    minimum: 4.5,
  },
  {
    name: 'inverse text on inverse',
    foreground: color.text.inverse,
    background: color.background.inverse,
    minimum: 4.5,
  },
  { name: 'my chat bubble', foreground: color.chat.mineText, background: color.chat.mine, minimum: 4.5 },
  { name: 'their chat bubble', foreground: color.chat.theirsText, background: color.chat.theirs, minimum: 4.5 },
  { name: 'male icon on surface', foreground: color.gender.male, background: color.background.surface, minimum: 3 },
  { name: 'female icon on surface', foreground: color.gender.female, background: color.background.surface, minimum: 3 },
  {
    name: 'strong border on surface',
    foreground: color.border.strong,
    background: color.background.surface,
    minimum: 3,
  },
  { name: 'focus ring on surface', foreground: color.border.focus, background: color.background.surface, minimum: 3 },
  {
    name: 'online dot on surface',
    foreground: color.presence.online,
    background: color.background.surface,
    minimum: 3,
  },
];
