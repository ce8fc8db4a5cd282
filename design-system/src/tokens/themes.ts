import { fontSize, fontStacks, lineHeight, space } from './base';
import {
  breakpoints,
  color,
  control,
  elevation,
  layers,
  layout,
  media,
  motion,
  radii,
  spacing,
  text,
  type ColorRoles,
  type ElevationRoles,
} from './semantic';
import { darkColor, darkElevation } from './dark';

/** The form factor: mobile (/m) or desktop (/w). */
export type ThemeName = 'mobile' | 'desktop';
/** Light or dark colours; independent of the form factor. */
export type ColorScheme = 'light' | 'dark';
export const colorSchemes: readonly ColorScheme[] = ['light', 'dark'];
export type TextStyleName = keyof typeof text;
export interface TextStyle {
  size: string;
  lineHeight: number;
  weight: number;
}

export interface KindredTheme {
  name: ThemeName;
  colorScheme: ColorScheme;
  color: ColorRoles;
  /** Font stacks; the provider picks the Traditional or Simplified order from the locale. */
  font: { body: string; display: string; mono: string };
  text: Record<TextStyleName, TextStyle>;
  space: Record<keyof typeof spacing, string>;
  radius: typeof radii;
  elevation: ElevationRoles;
  motion: typeof motion;
  layer: typeof layers;
  control: {
    height: { sm: string; md: string; lg: string };
    paddingX: { sm: string; md: string; lg: string };
    iconSize: { sm: string; md: string; lg: string };
    touchTarget: string;
    focusRing: string;
  };
  layout: typeof layout;
  /** Viewport widths where layouts change, and their `min-width` media queries. */
  breakpoint: typeof breakpoints;
  media: typeof media;
}

/** Desktop: the semantic defaults (pointer, 14 px body, compact controls). */
export const desktop: KindredTheme = {
  name: 'desktop',
  colorScheme: 'light',
  color,
  font: { body: fontStacks.traditional, display: fontStacks.displayTraditional, mono: fontStacks.mono },
  text,
  space: spacing,
  radius: radii,
  elevation,
  motion,
  layer: layers,
  control,
  layout,
  breakpoint: breakpoints,
  media,
};

/**
 * Mobile overrides only what a touch screen changes: larger body text (15 px, 16 px in inputs so
 * iOS does not zoom), taller controls for thumbs, a little more leading, a tighter gutter.
 */
export const mobile: KindredTheme = {
  ...desktop,
  name: 'mobile',
  text: {
    ...text,
    caption: { ...text.caption, size: fontSize[87] },
    label: { ...text.label, size: fontSize[100] },
    body: { ...text.body, size: fontSize[112], lineHeight: lineHeight.relaxed },
    bodyStrong: { ...text.bodyStrong, size: fontSize[112], lineHeight: lineHeight.relaxed },
    title: { ...text.title, size: fontSize[150] },
    heading: { ...text.heading, size: fontSize[200] },
    display: { ...text.display, size: fontSize[250] },
  },
  space: { ...spacing, gutter: space[300] },
  control: {
    ...control,
    height: { sm: space[1000], md: space[1200], lg: '56px' },
  },
};

export const themes: Record<ThemeName, KindredTheme> = { mobile, desktop };

/** A theme in the given colour scheme: only colours and shadows change, never sizes. */
export function withColorScheme(theme: KindredTheme, scheme: ColorScheme): KindredTheme {
  if (theme.colorScheme === scheme) return theme;
  return {
    ...theme,
    colorScheme: scheme,
    color: scheme === 'dark' ? darkColor : color,
    elevation: scheme === 'dark' ? darkElevation : elevation,
  };
}
