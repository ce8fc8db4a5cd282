import {
  breakpoint,
  duration,
  easing,
  fontSize,
  fontWeight,
  lineHeight,
  palette,
  radius,
  shadow,
  space,
  zIndex,
} from './base';

/** Colour roles. Every text/background pairing used by components is listed in `contrastPairs`. */
export const color = {
  background: {
    canvas: palette.sand[50],
    surface: palette.sand[0],
    sunken: palette.sand[100],
    hover: palette.sand[100],
    /** A quiet control while it is pressed (ghost buttons, list rows). */
    pressed: palette.sand[200],
    selected: palette.rose[50],
    inverse: palette.sand[900],
    brandSubtle: palette.rose[50],
    accentSubtle: palette.apricot[50],
    overlay: 'rgba(33, 27, 24, 0.56)',
    scrim: 'rgba(33, 27, 24, 0.72)',
  },
  text: {
    primary: palette.sand[900],
    secondary: palette.sand[700],
    muted: palette.sand[600],
    disabled: palette.sand[400],
    inverse: palette.sand[0],
    brand: palette.rose[700],
    onBrand: palette.sand[0],
    accent: palette.plum[700],
    danger: palette.red[700],
    success: palette.green[700],
    warning: palette.amber[700],
    info: palette.blue[700],
  },
  border: {
    subtle: palette.sand[200],
    default: palette.sand[300],
    strong: palette.sand[600],
    focus: palette.rose[600],
    danger: palette.red[700],
  },
  brand: {
    solid: palette.rose[600],
    solidHover: palette.rose[700],
    solidActive: palette.rose[800],
    subtle: palette.rose[100],
    subtleHover: palette.rose[200],
    subtleActive: palette.rose[200],
    /** Hero surfaces (profile header, package highlight): rose into apricot. */
    gradient: `linear-gradient(135deg, ${palette.rose[600]} 0%, ${palette.rose[500]} 45%, ${palette.apricot[500]} 100%)`,
  },
  accent: { solid: palette.plum[600], subtle: palette.plum[50], text: palette.plum[700] },
  neutral: {
    solid: palette.sand[800],
    solidHover: palette.sand[900],
    subtle: palette.sand[100],
    subtleHover: palette.sand[200],
  },
  status: {
    success: { solid: palette.green[700], subtle: palette.green[100], text: palette.green[700] },
    danger: {
      solid: palette.red[700],
      solidHover: palette.red[800],
      solidActive: palette.red[900],
      subtle: palette.red[100],
      text: palette.red[700],
    },
    warning: { solid: palette.amber[700], subtle: palette.amber[100], text: palette.amber[700] },
    info: { solid: palette.blue[700], subtle: palette.blue[100], text: palette.blue[700] },
  },
  presence: { online: palette.green[500], offline: palette.sand[400] },
  vip: {
    silver: { solid: palette.silver[500], subtle: palette.silver[300], text: palette.silver[700] },
    gold: {
      solid: palette.gold[500],
      subtle: palette.gold[300],
      subtleHover: palette.gold[350],
      subtleActive: palette.gold[400],
      text: palette.gold[700],
    },
  },
  badge: { background: palette.red[700], text: palette.sand[0] },
  gender: { male: palette.blue[700], female: palette.rose[700] },
  chat: {
    mine: palette.rose[600],
    mineText: palette.sand[0],
    theirs: palette.sand[0],
    theirsText: palette.sand[900],
  },
} as const;

/** A role tree with its values widened to `string`: the shape every colour scheme fills in. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ColorRoles = Widen<typeof color>;

export const text = {
  caption: { size: fontSize[75], lineHeight: lineHeight.snug, weight: fontWeight.regular },
  label: { size: fontSize[87], lineHeight: lineHeight.snug, weight: fontWeight.medium },
  body: { size: fontSize[100], lineHeight: lineHeight.normal, weight: fontWeight.regular },
  bodyStrong: { size: fontSize[100], lineHeight: lineHeight.normal, weight: fontWeight.semibold },
  title: { size: fontSize[125], lineHeight: lineHeight.snug, weight: fontWeight.semibold },
  heading: { size: fontSize[175], lineHeight: lineHeight.tight, weight: fontWeight.bold },
  display: { size: fontSize[300], lineHeight: lineHeight.tight, weight: fontWeight.bold },
} as const;

export const spacing = {
  none: space[0],
  hairline: space[25],
  xxs: space[50],
  xs: space[100],
  sm: space[200],
  md: space[300],
  lg: space[400],
  xl: space[600],
  xxl: space[800],
  xxxl: space[1200],
  /** Page padding from the viewport edge. */
  gutter: space[400],
} as const;

export const radii = {
  control: radius[300],
  card: radius[400],
  dialog: radius[600],
  bubble: radius[400],
  pill: radius.full,
  round: '50%',
  small: radius[100],
} as const;

export const elevation = {
  raised: shadow[100],
  card: shadow[200],
  popover: shadow[300],
  dialog: shadow[400],
  bottomBar: shadow.up100,
} as const;

export type ElevationRoles = Widen<typeof elevation>;

export const motion = {
  fast: duration[100],
  normal: duration[200],
  slow: duration[300],
  easing: easing.standard,
  emphasized: easing.emphasized,
  exit: easing.exit,
} as const;

export const layers = zIndex;

export const control = {
  height: { sm: space[800], md: space[1000], lg: space[1200] },
  paddingX: { sm: space[300], md: space[400], lg: space[600] },
  iconSize: { sm: '16px', md: '20px', lg: '24px' },
  /** Minimum hit area for anything tappable (WCAG 2.5.8). */
  touchTarget: space[1000],
  focusRing: `0 0 0 3px ${palette.rose[200]}, 0 0 0 1px ${palette.rose[600]}`,
} as const;

/** Product measures taken from the spec (section 9). */
export const layout = {
  hoverCardWidth: '350px',
  chatWindowWidth: '300px',
  chatListHeight: '540px',
  emoticonSize: '24px',
  avatarCrop: '300px',
  contentMaxWidth: '1200px',
  bottomBarHeight: '56px',
  topMenuHeight: '64px',
  avatar: { xs: '24px', sm: '32px', md: '48px', lg: '64px', xl: '96px' },
} as const;

export type BreakpointName = keyof typeof breakpoint;

/** Breakpoints as CSS lengths, and the media query from each one up (`@media ${media.tablet} { … }`). */
export const breakpoints = Object.fromEntries(
  Object.entries(breakpoint).map(([name, px]) => [name, `${px}px`]),
) as Record<BreakpointName, string>;
export const media = Object.fromEntries(
  Object.entries(breakpoint).map(([name, px]) => [name, `(min-width: ${px}px)`]),
) as Record<BreakpointName, string>;
