/**
 * Base tokens: the raw scales of the Kindred identity. Nothing outside `src/tokens` reads these
 * directly; components read the semantic tokens of the active theme.
 */

/**
 * Warm palette: rose (brand), apricot (warmth, highlights), plum (depth), sand (warm neutrals). The
 * 950/975 steps are the dark theme's surfaces; its texts use the light steps (100-300).
 */
export const palette = {
  rose: {
    50: '#FFF1F3',
    100: '#FFE1E7',
    200: '#FFC4D0',
    300: '#FF96AC',
    400: '#F7607F',
    500: '#E23D61',
    600: '#C72650',
    700: '#A51B42',
    800: '#86173A',
    900: '#5A0E25',
    950: '#45182A',
    975: '#331220',
  },
  apricot: {
    50: '#FFF7EE',
    100: '#FFEBD4',
    200: '#FFD2A6',
    300: '#FFB26E',
    400: '#F7913D',
    500: '#E2741C',
    600: '#B95A10',
    700: '#8F440D',
    950: '#3A2614',
  },
  plum: {
    50: '#F7F0FA',
    100: '#EDDDF3',
    200: '#D9B8E4',
    300: '#C79AD6',
    500: '#8A4FA0',
    600: '#733C87',
    700: '#5B2D6C',
    900: '#2E1637',
    950: '#3A2142',
  },
  sand: {
    0: '#FFFFFF',
    25: '#FEFBF9',
    50: '#FBF6F2',
    100: '#F5EEE8',
    200: '#EBE1D9',
    300: '#DACDC3',
    400: '#B8A79B',
    500: '#8F7F74',
    600: '#6E6058',
    700: '#524741',
    800: '#372F2B',
    900: '#211B18',
    950: '#15100E',
    975: '#100C0A',
  },
  green: { 100: '#DDF5E6', 300: '#6FD69A', 500: '#2FA45E', 700: '#1C7442', 950: '#12301F' },
  red: {
    100: '#FDE3E1',
    200: '#F8B4AD',
    300: '#F5958C',
    500: '#E5483B',
    700: '#B3261E',
    800: '#8F1E18',
    900: '#6E1712',
    950: '#401A17',
  },
  amber: { 100: '#FFF1D1', 300: '#F5C453', 500: '#E0A019', 700: '#8A5A00', 950: '#35280C' },
  blue: { 100: '#E0EEFF', 300: '#8DB8F0', 500: '#3B82D6', 700: '#1F5AA6', 950: '#132842' },
  gold: {
    300: '#F5D27A',
    350: '#F2CB66',
    400: '#EEC357',
    500: '#D9A521',
    700: '#6B4D00',
    850: '#574210',
    900: '#4A3808',
    950: '#3A2C06',
  },
  silver: { 300: '#DDE2E8', 500: '#9AA4B0', 700: '#4F5A66', 950: '#2C3137' },
  black: '#000000',
  white: '#FFFFFF',
} as const;

/** 4 px grid: `space[100]` is 4 px, `space[400]` is 16 px (the Polaris naming). */
export const space = {
  0: '0px',
  25: '1px',
  50: '2px',
  100: '4px',
  150: '6px',
  200: '8px',
  300: '12px',
  400: '16px',
  500: '20px',
  600: '24px',
  800: '32px',
  1000: '40px',
  1200: '48px',
  1600: '64px',
} as const;

export const radius = {
  0: '0px',
  100: '4px',
  200: '8px',
  300: '12px',
  400: '16px',
  600: '24px',
  full: '9999px',
} as const;

/**
 * System font stacks, no web font download. Latin faces first so that Latin text keeps its shapes,
 * then the CJK faces per script: Traditional (TC/HK) and Simplified (SC) stacks differ because the
 * same code point is drawn differently in each region.
 */
const latin = ['-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial'];
const cjkTraditional = [
  '"PingFang TC"',
  '"PingFang HK"',
  '"Hiragino Sans TC"',
  '"Microsoft JhengHei"',
  '"Noto Sans CJK TC"',
  '"Noto Sans TC"',
  '"Source Han Sans TC"',
];
const cjkSimplified = [
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Source Han Sans SC"',
];
const tail = ['sans-serif', '"Apple Color Emoji"', '"Segoe UI Emoji"', '"Noto Color Emoji"'];

export const fontStacks = {
  /** Latin first, Traditional Chinese preferred (zhtw is the default language). */
  traditional: [...latin, ...cjkTraditional, ...cjkSimplified, ...tail].join(', '),
  /** Latin first, Simplified Chinese preferred. */
  simplified: [...latin, ...cjkSimplified, ...cjkTraditional, ...tail].join(', '),
  /** Rounded, friendly Latin display faces where the platform has them, then the same CJK order. */
  displayTraditional: [
    '"SF Pro Rounded"',
    '"Avenir Next"',
    'Nunito',
    ...latin,
    ...cjkTraditional,
    ...cjkSimplified,
    ...tail,
  ].join(', '),
  displaySimplified: [
    '"SF Pro Rounded"',
    '"Avenir Next"',
    'Nunito',
    ...latin,
    ...cjkSimplified,
    ...cjkTraditional,
    ...tail,
  ].join(', '),
  mono: ['ui-monospace', '"SF Mono"', 'Menlo', 'Consolas', '"Noto Sans Mono CJK TC"', 'monospace'].join(', '),
} as const;

export const fontSize = {
  75: '12px',
  87: '13px',
  100: '14px',
  112: '15px',
  125: '16px',
  150: '18px',
  175: '20px',
  200: '22px',
  250: '26px',
  300: '30px',
  400: '36px',
} as const;

export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;

/** CJK text needs more leading than Latin: body line heights stay at 1.5 or above. */
export const lineHeight = { tight: 1.25, snug: 1.4, normal: 1.55, relaxed: 1.7 } as const;

export const shadow = {
  100: '0 1px 2px rgba(55, 47, 43, 0.08)',
  200: '0 2px 8px rgba(55, 47, 43, 0.10)',
  300: '0 8px 24px rgba(55, 47, 43, 0.14)',
  400: '0 16px 40px rgba(55, 47, 43, 0.20)',
  /** Cast upwards, by a bar fixed to the bottom of the screen. */
  up100: '0 -4px 16px rgba(55, 47, 43, 0.06)',
} as const;

export const duration = { 100: '120ms', 200: '200ms', 300: '300ms', 500: '500ms' } as const;

export const easing = {
  standard: 'cubic-bezier(0.2, 0, 0, 1)',
  emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
  exit: 'cubic-bezier(0.3, 0, 1, 1)',
} as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  dropdown: 1000,
  floating: 1100,
  overlay: 1200,
  dialog: 1300,
  toast: 1400,
} as const;

/**
 * Viewport widths in px where a layout changes (min-width). The mobile layout (/m) is designed at
 * `phone` and must hold down to `phoneSmall`; the desktop layout (/w) starts at `desktop`.
 */
export const breakpoint = { phoneSmall: 360, phone: 414, tablet: 768, desktop: 1024, wide: 1440 } as const;
