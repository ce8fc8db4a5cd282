import type { Decorator, Preview } from '@storybook/react-vite';
import { KindredProvider } from '../src/provider/KindredProvider';
import { resolveLocale } from '../src/i18n/locales';
import { registerMessages } from '../src/i18n/messages';
import { en } from '../src/i18n/messages/en';
import { zhcn } from '../src/i18n/messages/zhcn';

// Storybook switches languages freely: every language's texts at hand from the start.
registerMessages('en', en);
registerMessages('zhcn', zhcn);
import type { ThemeName } from '../src/tokens/themes';
import { readableControls } from './controls';

/** Every story renders inside the provider with the toolbar's theme and language. */
const withKindred: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'desktop' ? 'desktop' : 'mobile';
  const frame = context.parameters.layout === 'fullscreen' || theme === 'desktop' ? undefined : 414;
  return (
    <KindredProvider theme={theme} locale={resolveLocale(context.globals.locale)}>
      <div data-theme={theme} style={{ maxWidth: frame, margin: frame ? '0 auto' : undefined }}>
        <Story />
      </div>
    </KindredProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withKindred],
  argTypesEnhancers: [readableControls],
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
      description: 'Layout theme',
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
  },
  // a11y manual: axe (180 KB gzipped) loads when the Accessibility panel runs it, not with every
  // story frame; the story tests run axe themselves (src/testing/storyTests.tsx).
  initialGlobals: { locale: 'zhtw', theme: 'mobile', a11y: { manual: true } },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Components'] },
    },
  },
};

export default preview;
