import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
import { palette, fontStacks } from '../src/tokens/base';

/** Storybook in Kindred's name and colours (rose brand, warm sand neutrals). */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle: 'Kindred design system',
    brandUrl: '/',
    brandTarget: '_self',
    colorPrimary: palette.rose[600],
    colorSecondary: palette.rose[600],
    appBg: palette.sand[50],
    appContentBg: palette.sand[0],
    appBorderColor: palette.sand[200],
    textColor: palette.sand[900],
    barSelectedColor: palette.rose[700],
    fontBase: fontStacks.traditional,
  }),
});
