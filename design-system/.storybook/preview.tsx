import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { KindredProvider } from '../src/provider/KindredProvider';
import { locales, resolveLocale } from '../src/i18n/locales';
import { loadMessages } from '../src/i18n/messages';
import { breakpoint } from '../src/tokens/base';
import type { ColorScheme, ThemeName } from '../src/tokens/themes';
import { ALL_LANGUAGES, AllLanguages, Frame } from './allLanguages';
import { documentedDefaults, readableControls } from './controls';
import { withForcedStates } from './forcedStates';
import { kindredViewports } from './viewports';

/** Every story renders inside the provider with the toolbar's form factor, colour scheme and language. */
const withKindred: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'desktop' ? 'desktop' : 'mobile';
  const scheme: ColorScheme = context.globals.scheme === 'dark' ? 'dark' : 'light';
  const frame = context.parameters.layout === 'fullscreen' || theme === 'desktop' ? undefined : breakpoint.phone;
  if (context.globals.locale === ALL_LANGUAGES)
    return <AllLanguages theme={theme} scheme={scheme} width={frame} render={() => <Story />} />;
  return (
    <KindredProvider theme={theme} colorScheme={scheme} locale={resolveLocale(context.globals.locale)}>
      <Frame data-theme={theme} $width={frame}>
        <Story />
      </Frame>
    </KindredProvider>
  );
};

/** Only the toolbar's language is downloaded (zhtw is built in), before the story renders; all three for "All languages". */
const withLanguage: Loader = async ({ globals }) => {
  if (globals.locale === ALL_LANGUAGES) await Promise.all(locales.map(loadMessages));
  else await loadMessages(resolveLocale(globals.locale));
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
          { value: ALL_LANGUAGES, title: 'All languages, side by side' },
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
