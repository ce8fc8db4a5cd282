import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, ChevronDown, Trash2, Flag, LogOut, Mail, MoreHorizontal, Settings, User, UserPen } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Menu } from './Menu';
import { Avatar } from '../Avatar';
import { useLocale } from '../../i18n/LocaleProvider';
import { members } from '../../testing/fixtures';
import { longNames } from '../../testing/fixtures/storeAndMenus';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Menu',
  component: Menu,
  args: { label: 'Menu', trigger: 'Menu', items: [] },
  argTypes: {
    align: { control: 'select', options: ['start', 'end'], labels: { start: 'start edge', end: 'end edge' } },
    trigger: { control: false },
    header: { control: 'text' },
    emptyText: { control: 'text' },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'A button that opens a short list of actions or links: the profile menu, the notices dropdown, the language menu.',
      },
    },
  },
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

/** The profile menu open: five entries, sign out in red below a line. */
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

/** No notices: the header and a short line instead of entries. */
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

/** Entry states: a plain action, a link, a disabled entry and a danger entry below a line. */
export const ItemStates: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        defaultOpen
        label={t('menu.account', { name: members[1].username })}
        trigger={<User aria-hidden />}
        items={[
          { id: 'profile', label: t('menu.profile'), icon: <User aria-hidden />, href: '/w/home/user/index' },
          { id: 'report', label: t('profile.report'), icon: <Flag aria-hidden />, disabled: true },
          {
            id: 'delete',
            label: t('common.delete'),
            icon: <Trash2 aria-hidden />,
            danger: true,
            separatorBefore: true,
          },
        ]}
      />
    );
  },
};

/** Long Chinese and English names and descriptions wrap inside the popup. */
export const LongLabels: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Menu
        {...args}
        defaultOpen
        label={t('menu.notices')}
        header={t('menu.notices')}
        trigger={<Bell aria-hidden />}
        items={[
          {
            id: 'zh',
            label: t('menu.noticeGift', { name: longNames.chinese }),
            icon: <Mail aria-hidden />,
            description: '🌹 ×99 · 情人節快樂，希望這束花能讓你今天的心情和天氣一樣晴朗。',
          },
          {
            id: 'en',
            label: t('menu.noticeGift', { name: longNames.english }),
            icon: <Mail aria-hidden />,
            description: '💎 ×1 · A small gift to say thank you for the lovely conversation last night.',
          },
        ]}
      />
    );
  },
};

/** The second entry under the pointer. */
export const ItemHover: Story = { ...Open, parameters: { pseudo: { hover: ['li:nth-of-type(2) [role="menuitem"]'] } } };
/** The second entry with keyboard focus (arrow keys move it). */
export const ItemFocused: Story = {
  ...Open,
  parameters: { pseudo: { focusVisible: ['li:nth-of-type(2) [role="menuitem"]'] } },
};

const triggers = ['icon', 'avatar'] as const;
const looks = ['rest', 'hover', 'focus', 'pressed'] as const;

/** The closed trigger (an icon, an avatar) at rest, under the pointer, with keyboard focus and pressed. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    // Wider than the 414 px phone frame: the grid takes the whole canvas.
    layout: 'fullscreen',
    pseudo: {
      hover: ['[data-look="hover"] button'],
      focusVisible: ['[data-look="focus"] button'],
      active: ['[data-look="pressed"] button'],
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Menu trigger: content × interaction"
        rows={triggers}
        columns={looks}
        render={(kind, look) => (
          <div data-look={look}>
            <Menu
              {...args}
              label={`${t('menu.account', { name: members[0].username })} (${look})`}
              trigger={
                kind === 'icon' ? (
                  <User aria-hidden />
                ) : (
                  <>
                    <Avatar
                      src={members[0].avatar}
                      name={members[0].username}
                      size="sm"
                      vip={2}
                      aria-hidden="true"
                      role={undefined}
                    />
                    <ChevronDown aria-hidden />
                  </>
                )
              }
              items={[]}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: a trigger whose name says what opens; sign out last, below a line. */
export const DoSayWhatOpens: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <Menu
        label={t('menu.account', { name: members[0].username })}
        trigger={<User aria-hidden />}
        items={[
          { id: 'p', label: t('menu.profile'), icon: <User aria-hidden /> },
          { id: 's', label: t('menu.signOut'), icon: <LogOut aria-hidden />, danger: true, separatorBefore: true },
        ]}
      />
    );
  },
};

/** Don't: a bare "More" holding the screen's main action. */
export const DontBareMore: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <Menu
        label={text({ zhtw: '更多', zhcn: '更多', en: 'More' })}
        trigger={<MoreHorizontal aria-hidden />}
        items={[
          { id: 'pay', label: text({ zhtw: '付款', zhcn: '付款', en: 'Pay' }) },
          { id: 's', label: t('menu.signOut'), danger: true },
        ]}
      />
    );
  },
};
