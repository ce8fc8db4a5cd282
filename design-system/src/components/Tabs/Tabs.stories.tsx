import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Tabs', items: [], onValueChange: fn() },
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
