import { palette } from './base';
import type { ColorRoles, ElevationRoles } from './semantic';

/**
 * The dark colour scheme: the same roles as `color`, on warm near-black sand surfaces. Texts and
 * status colours use the light steps; solid fills that carry `text.inverse` (now dark) are light, so
 * every pairing of `contrastPairsFor` still meets WCAG AA. The brand fill and chat bubble keep their
 * rose with white text, as in light.
 */
export const darkColor: ColorRoles = {
  background: {
    canvas: palette.sand[950],
    surface: palette.sand[900],
    sunken: palette.sand[975],
    hover: palette.sand[800],
    pressed: palette.sand[700],
    selected: palette.rose[950],
    inverse: palette.sand[100],
    brandSubtle: palette.rose[975],
    accentSubtle: palette.apricot[950],
    overlay: 'rgba(0, 0, 0, 0.64)',
    scrim: 'rgba(0, 0, 0, 0.8)',
  },
  text: {
    primary: palette.sand[50],
    secondary: palette.sand[300],
    muted: palette.sand[400],
    disabled: palette.sand[600],
    inverse: palette.sand[900],
    brand: palette.rose[300],
    onBrand: palette.sand[0],
    accent: palette.plum[300],
    danger: palette.red[300],
    success: palette.green[300],
    warning: palette.amber[300],
    info: palette.blue[300],
  },
  border: {
    subtle: palette.sand[800],
    default: palette.sand[700],
    strong: palette.sand[500],
    focus: palette.rose[400],
    danger: palette.red[300],
  },
  brand: {
    solid: palette.rose[600],
    solidHover: palette.rose[700],
    solidActive: palette.rose[800],
    subtle: palette.rose[950],
    subtleHover: palette.rose[900],
    subtleActive: palette.rose[900],
    gradient: `linear-gradient(135deg, ${palette.rose[700]} 0%, ${palette.rose[600]} 45%, ${palette.apricot[600]} 100%)`,
  },
  accent: { solid: palette.plum[300], subtle: palette.plum[950], text: palette.plum[200] },
  neutral: {
    solid: palette.sand[200],
    solidHover: palette.sand[100],
    subtle: palette.sand[800],
    subtleHover: palette.sand[700],
  },
  status: {
    success: { solid: palette.green[300], subtle: palette.green[950], text: palette.green[300] },
    danger: {
      solid: palette.red[300],
      solidHover: palette.red[200],
      solidActive: palette.red[100],
      subtle: palette.red[950],
      text: palette.red[300],
    },
    warning: { solid: palette.amber[300], subtle: palette.amber[950], text: palette.amber[300] },
    info: { solid: palette.blue[300], subtle: palette.blue[950], text: palette.blue[300] },
  },
  presence: { online: palette.green[500], offline: palette.sand[500] },
  vip: {
    silver: { solid: palette.silver[500], subtle: palette.silver[950], text: palette.silver[300] },
    gold: {
      solid: palette.gold[500],
      subtle: palette.gold[950],
      subtleHover: palette.gold[900],
      subtleActive: palette.gold[850],
      text: palette.gold[300],
    },
  },
  badge: { background: palette.red[700], text: palette.sand[0] },
  gender: { male: palette.blue[300], female: palette.rose[300] },
  chat: {
    mine: palette.rose[600],
    mineText: palette.sand[0],
    theirs: palette.sand[800],
    theirsText: palette.sand[50],
  },
};

/** Shadows read on dark surfaces only when they are black and denser. */
export const darkElevation: ElevationRoles = {
  raised: '0 1px 2px rgba(0, 0, 0, 0.48)',
  card: '0 2px 8px rgba(0, 0, 0, 0.56)',
  popover: '0 8px 24px rgba(0, 0, 0, 0.64)',
  dialog: '0 16px 40px rgba(0, 0, 0, 0.72)',
  bottomBar: '0 -4px 16px rgba(0, 0, 0, 0.48)',
};
