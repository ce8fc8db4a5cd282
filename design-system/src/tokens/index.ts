export * as base from './base';
export { color, text, spacing, radii, elevation, motion, layers, control, layout } from './semantic';
export { desktop, mobile, themes } from './themes';
export type { KindredTheme, ThemeName, TextStyle, TextStyleName } from './themes';
export { contrastRatio, relativeLuminance, contrastPairs } from './contrast';
export type { ContrastPair } from './contrast';
export { textStyle, focusRing, visuallyHidden } from './mixins';
