import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';
import { VariantGrid } from '../../docs/VariantGrid';
import { longNames } from '../../testing/fixtures/storeAndMenus';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Tabs', items: [], onValueChange: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['line', 'pill'],
      labels: { line: 'line: page sections', pill: 'pill: a two-way toggle' },
    },
    items: { control: false },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Switches between views of one screen: line tabs for the sections of a page, pill tabs for a two- or three-way toggle.',
      },
    },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Member profile tabs (newsfeed, photos, personal data). */
export const Line: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Tabs
        {...args}
        label={t('member.profileOf', { name: 'Mei Lin' })}
        items={[
          { id: '1', label: t('nav.newsfeed'), content: <p>{t('trend.joined.female')}</p> },
          { id: '2', label: t('profile.photos'), content: <p>{t('photo.empty')}</p> },
          { id: '3', label: t('tabs.personal'), content: <p>{t('profile.signatureEmpty')}</p> },
        ]}
      />
    );
  },
};

/** Message screen: chat and customer service, with an unread badge. */
export const WithBadge: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Tabs
        {...args}
        stretch
        label={t('nav.message')}
        items={[
          { id: 'chat', label: t('nav.chat'), badge: <Badge count={12} /> },
          { id: 'customer', label: t('chat.customerService') },
        ]}
      />
    );
  },
};

/** Recommend / Search on the mobile index, Latest / Online on the desktop home. */
export const Pill: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Tabs
        {...args}
        variant="pill"
        label={t('nav.member')}
        defaultValue="online"
        items={[
          { id: 'latest', label: t('tabs.latest') },
          { id: 'online', label: t('presence.online') },
        ]}
      />
    );
  },
};

/** Tab labels at the limit: a long Chinese and a long English label on a 320 px phone scroll sideways. */
export const LongLabels: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Tabs
        {...args}
        label={t('member.profileOf', { name: longNames.chinese })}
        items={[
          { id: 'zh', label: longNames.chinese },
          { id: 'en', label: longNames.english },
          { id: 'photos', label: t('profile.photos'), badge: <Badge count={240} /> },
        ]}
      />
    );
  },
};

/** The second tab under the pointer, next to the selected one. */
export const TabHover: Story = { ...Line, parameters: { pseudo: { hover: ['[role="tab"]:nth-child(2)'] } } };
/** The second tab with keyboard focus: the focus ring. */
export const TabFocused: Story = {
  ...Line,
  parameters: { pseudo: { focusVisible: ['[role="tab"]:nth-child(2)'] } },
};

/** Arrow keys move the selection; End jumps to the last tab. */
export const KeyboardNavigation: Story = {
  ...Line,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    tabs[0].focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tabs[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

const variants = ['line', 'pill'] as const;
const layouts = ['natural width', 'stretch', 'with badge'] as const;

/** Both variants at their natural width, stretched over the row and with an unread badge. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Tabs: variant × layout"
        rows={variants}
        columns={layouts}
        render={(variant, layout) => (
          <div style={{ width: 240 }}>
            <Tabs
              {...args}
              variant={variant}
              stretch={layout === 'stretch'}
              label={`${t('nav.member')} (${variant}, ${layout})`}
              items={[
                { id: 'latest', label: t('tabs.latest') },
                {
                  id: 'online',
                  label: t('presence.online'),
                  badge: layout === 'with badge' ? <Badge count={12} /> : undefined,
                },
              ]}
            />
          </div>
        )}
      />
    );
  },
};

const pointerStates = ['default', 'hover', 'focus', 'pressed'] as const;

/** The second tab in each state (hover, keyboard focus, held down) of each variant, forced by pseudo-states. */
export const AllStates: Story = {
  parameters: {
    controls: { disable: true },
    layout: 'fullscreen',
    pseudo: {
      hover: ['[data-state="hover"] [role="tab"]:nth-child(2)'],
      focusVisible: ['[data-state="focus"] [role="tab"]:nth-child(2)'],
      active: ['[data-state="pressed"] [role="tab"]:nth-child(2)'],
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Tabs: state of the second tab × variant"
        rows={pointerStates}
        columns={variants}
        render={(state, variant) => (
          <div data-state={state} style={{ width: 240 }}>
            <Tabs
              {...args}
              variant={variant}
              label={`${t('nav.member')} (${variant}, ${state})`}
              items={[
                { id: 'latest', label: t('tabs.latest') },
                { id: 'online', label: t('presence.online') },
              ]}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: short nouns of views of the same thing. */
export const DoViewsOfOneThing: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Tabs
        {...args}
        label={t('nav.member')}
        variant="pill"
        items={[
          { id: 'latest', label: t('tabs.latest') },
          { id: 'online', label: t('presence.online') },
        ]}
      />
    );
  },
};

/** Don't: actions dressed as tabs (a tab that posts or deletes something). */
export const DontActionsAsTabs: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <Tabs
        {...args}
        label={t('nav.newsfeed')}
        items={[
          { id: 'list', label: t('nav.newsfeed') },
          { id: 'post', label: text({ zhtw: '發布動態', zhcn: '发布动态', en: 'Post' }) },
          { id: 'delete', label: t('common.delete') },
        ]}
      />
    );
  },
};
