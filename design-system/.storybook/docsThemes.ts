import { create } from 'storybook/theming';
import { fontStacks, palette } from '../src/tokens/base';
import { darkColor } from '../src/tokens/dark';

const brand = {
  brandTitle: 'Kindred design system',
  brandUrl: '/',
  brandTarget: '_self',
  fontBase: fontStacks.traditional,
};

/** Storybook's own chrome (manager and docs pages) in Kindred's light colours: rose brand, warm sand neutrals. */
export const kindredLight = create({
  ...brand,
  base: 'light',
  colorPrimary: palette.rose[600],
  colorSecondary: palette.rose[600],
  appBg: palette.sand[50],
  appContentBg: palette.sand[0],
  appBorderColor: palette.sand[200],
  textColor: palette.sand[900],
  barSelectedColor: palette.rose[700],
});

/** The docs pages when the toolbar's Colours is dark: the dark scheme's surfaces and texts (AA on each other). */
export const kindredDark = create({
  ...brand,
  base: 'dark',
  colorPrimary: darkColor.text.brand,
  colorSecondary: darkColor.text.brand,
  appBg: darkColor.background.canvas,
  appContentBg: darkColor.background.canvas,
  appPreviewBg: darkColor.background.canvas,
  appBorderColor: darkColor.border.subtle,
  textColor: darkColor.text.primary,
  textMutedColor: darkColor.text.secondary,
  barBg: darkColor.background.surface,
  barTextColor: darkColor.text.secondary,
  barSelectedColor: darkColor.text.brand,
  inputBg: darkColor.background.surface,
  inputBorder: darkColor.border.default,
  inputTextColor: darkColor.text.primary,
});
