import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';
import { resolveLocale } from '../../i18n/locales';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { languageTag, localeNames } from '../../i18n/locales';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'zhtw', onValueChange: fn() },
  argTypes: {
    value: {
      control: 'select',
      options: ['zhtw', 'zhcn', 'en'],
      labels: { zhtw: '繁體中文 (zhtw)', zhcn: '简体中文 (zhcn)', en: 'English (en)' },
    },
    variant: {
      control: 'select',
      options: ['menu', 'list'],
      labels: { menu: 'menu: globe button (desktop top menu)', list: 'list: radio list (mobile settings)' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Chooses the interface language (繁體中文, 简体中文, English), each written in itself: a globe menu on desktop, a radio list on the mobile settings screen.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed globe button, showing the current language. */
export const MenuClosed: Story = {};
/** The menu open: the three languages, the current one checked. */
export const MenuOpen: Story = { args: { defaultOpen: true, value: 'en' } };
/** The mobile settings screen (/m/home/my/setup/lang). */
export const List: Story = { args: { variant: 'list', value: 'zhcn' } };
/** The switch shows the toolbar's language, as the app shows the member's: switch the toolbar to see it follow. */
export const CurrentLanguage: Story = {
  render: (args, { globals }) => <LanguageSwitch {...args} value={resolveLocale(globals.locale)} />,
};
/** The globe button under the pointer. */
export const TriggerHover: Story = { parameters: { pseudo: { hover: true } } };
/** The globe button with keyboard focus. */
export const TriggerFocused: Story = { parameters: { pseudo: { focusVisible: true } } };

const languages = ['zhtw', 'zhcn', 'en'] as const;
const variants = ['menu', 'list'] as const;

/** Each language as the current one, in both variants. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'block' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <VariantGrid
      caption="LanguageSwitch: current language × variant"
      rows={languages}
      columns={variants}
      render={(locale, variant) => <LanguageSwitch {...args} value={locale} variant={variant} />}
    />
  ),
};

/** Do: each language in its own script, the current one checked. */
export const DoOwnScripts: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => {
    const current = resolveLocale(globals.locale);
    return (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {(['zhtw', 'zhcn', 'en'] as const).map((locale) => (
          <li key={locale} lang={languageTag[locale]}>
            {localeNames[locale]}
            {locale === current ? ' ✓' : ''}
          </li>
        ))}
      </ul>
    );
  },
};

/** Don't: language names translated into the current language, or flags. */
export const DontTranslatedNames: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        <li>🇹🇼 {text({ zhtw: '繁體中文', zhcn: '繁体中文', en: 'Traditional Chinese' })}</li>
        <li>🇨🇳 {text({ zhtw: '簡體中文', zhcn: '简体中文', en: 'Simplified Chinese' })}</li>
        <li>🇺🇸 {text({ zhtw: '英文', zhcn: '英文', en: 'English' })}</li>
      </ul>
    );
  },
};
