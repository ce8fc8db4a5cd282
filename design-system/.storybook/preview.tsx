import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import styled from 'styled-components';
import { KindredProvider } from '../src/provider/KindredProvider';
import { resolveLocale } from '../src/i18n/locales';
import { loadMessages } from '../src/i18n/messages';
import { breakpoint } from '../src/tokens/base';
import type { ColorScheme, ThemeName } from '../src/tokens/themes';
import { documentedDefaults, readableControls } from './controls';
import { withForcedStates } from './forcedStates';
import { kindredViewports } from './viewports';

/** The story's frame: the app canvas of the active scheme, a phone's width in the mobile theme. */
const Frame = styled.div<{ $width?: number }>`
  max-width: ${({ $width }) => ($width ? `${$width}px` : 'none')};
  margin: ${({ $width }) => ($width ? '0 auto' : '0')};
  background: ${({ theme }) => theme.color.background.canvas};
  color: ${({ theme }) => theme.color.text.primary};
`;

/** Every story renders inside the provider with the toolbar's form factor, colour scheme and language. */
const withKindred: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'desktop' ? 'desktop' : 'mobile';
  const scheme: ColorScheme = context.globals.scheme === 'dark' ? 'dark' : 'light';
  const frame = context.parameters.layout === 'fullscreen' || theme === 'desktop' ? undefined : breakpoint.phone;
  return (
    <KindredProvider theme={theme} colorScheme={scheme} locale={resolveLocale(context.globals.locale)}>
      <Frame data-theme={theme} $width={frame}>
        <Story />
      </Frame>
    </KindredProvider>
  );
};

/** Only the toolbar's language is downloaded (zhtw is built in), before the story renders. */
const withLanguage: Loader = async ({ globals }) => {
  await loadMessages(resolveLocale(globals.locale));
  return {};
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withKindred, withForcedStates],
  loaders: [withLanguage],
  argTypesEnhancers: [readableControls],
  argsEnhancers: [documentedDefaults],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zhtw', title: '繁體中文 (zhtw)' },
          { value: 'zhcn', title: '简体中文 (zhcn)' },
          { value: 'en', title: 'English (en)' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Form factor: the mobile (/m) or desktop (/w) layout',
      toolbar: {
        title: 'Theme',
        icon: 'mobile',
        items: [
          { value: 'mobile', title: 'Mobile', icon: 'mobile' },
          { value: 'desktop', title: 'Desktop', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme, for either form factor',
      toolbar: {
        title: 'Colours',
        icon: 'sun',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // a11y manual: axe (180 KB gzipped) loads when the Accessibility panel runs it, not with every
  // story frame; the story tests run axe themselves (src/testing/storyTests.tsx).
  initialGlobals: { locale: 'zhtw', theme: 'mobile', scheme: 'light', a11y: { manual: true } },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Kindred's breakpoints instead of Storybook's device list; no preset (the whole canvas) by default.
    viewport: { options: kindredViewports },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Components'] },
    },
  },
};

export default preview;
