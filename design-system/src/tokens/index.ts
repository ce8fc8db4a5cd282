export * as base from './base';
export {
  color,
  breakpoints,
  media,
  text,
  spacing,
  radii,
  elevation,
  motion,
  layers,
  control,
  layout,
} from './semantic';
export { darkColor, darkElevation } from './dark';
export { colorSchemes, desktop, mobile, themes, withColorScheme } from './themes';
export type { ColorRoles, ElevationRoles, BreakpointName } from './semantic';
export type { ColorScheme, KindredTheme, ThemeName, TextStyle, TextStyleName } from './themes';
export { contrastRatio, relativeLuminance, contrastPairs, contrastPairsFor, darkContrastPairs } from './contrast';
export type { ContrastPair } from './contrast';
export { textStyle, focusRing, visuallyHidden } from './mixins';
