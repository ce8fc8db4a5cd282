import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ChevronDown, LogOut, Mail, Settings, User, UserPen } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Menu } from './Menu';
import { Avatar } from '../Avatar';
import { useLocale } from '../../i18n/LocaleProvider';
import { members } from '../../testing/fixtures';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { label: 'Menu', trigger: 'Menu', items: [] },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

function useProfileItems() {
  const { t } = useLocale();
  return [
    { id: 'profile', label: t('menu.profile'), icon: <User aria-hidden />, href: '/w/home/user/index' },
    { id: 'edit', label: t('menu.edit'), icon: <UserPen aria-hidden />, href: '/w/home/user/edit' },
    { id: 'general', label: t('menu.general'), icon: <Settings aria-hidden />, href: '/w/home/user/general' },
    { id: 'mail', label: t('menu.mailNotification'), icon: <Mail aria-hidden />, href: '/w/home/user/notification' },
    { id: 'signout', label: t('menu.signOut'), icon: <LogOut aria-hidden />, danger: true, separatorBefore: true },
  ];
}

/** The desktop profile menu: profile, edit, general, mail notification, sign out. */
export const ProfileMenu: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        label={t('menu.account', { name: members[0].username })}
        trigger={
          <>
            <Avatar src={members[0].avatar} name={members[0].username} size="sm" vip={2} />
            <ChevronDown aria-hidden />
          </>
        }
        items={useProfileItems()}
      />
    );
  },
};

export const Open: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        defaultOpen
        label={t('menu.account', { name: members[0].username })}
        trigger={<User aria-hidden />}
        items={useProfileItems()}
      />
    );
  },
};

/** Notices dropdown: up to three unread notices (gift received, report handled). */
export const Notices: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        defaultOpen
        align="start"
        label={t('menu.notices')}
        header={t('menu.notices')}
        trigger={<Bell aria-hidden />}
        items={[
          { id: '1', label: t('menu.noticeGift', { name: 'Jason' }), description: '🌹 ×3' },
          { id: '2', label: t('menu.noticeReport') },
          { id: '3', label: t('menu.noticeGift', { name: 'Sophia' }), description: '💎 ×1' },
        ]}
      />
    );
  },
};

export const NoNotices: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        defaultOpen
        label={t('menu.notices')}
        header={t('menu.notices')}
        trigger={<Bell aria-hidden />}
        items={[]}
        emptyText={t('menu.noNotices')}
      />
    );
  },
};

/** Keyboard: ArrowDown opens and focuses the first entry, Escape closes and returns focus. */
export const Keyboard: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        label={t('menu.account', { name: 'Mei' })}
        trigger={<User aria-hidden />}
        items={useProfileItems()}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button');
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(canvas.getAllByRole('menuitem')[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getAllByRole('menuitem')[4]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};
