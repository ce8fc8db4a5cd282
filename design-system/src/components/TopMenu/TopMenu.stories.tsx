import type { ComponentProps, ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TopMenu } from './TopMenu';
import { members } from '../../testing/fixtures';
import { resolveLocale } from '../../i18n/locales';

/** The story's language comes from the toolbar (the `locale` global), not from args. */
type TopMenuStoryArgs = Omit<ComponentProps<typeof TopMenu>, 'locale'>;

const meta = {
  title: 'Components/TopMenu',
  component: TopMenu as unknown as ComponentType<TopMenuStoryArgs>,
  parameters: { layout: 'fullscreen' },
  args: {
    active: 'home',
    user: { name: members[0].username, avatar: members[0].avatar, vip: 2 },
    chatUnread: 3,
    notices: [
      { id: 1, type: 'gift', status: 0, giver: 'Jason', content: '🌹 ×3' },
      { id: 2, type: 'report', status: 0 },
    ],
    onLocaleChange: fn(),
    onNavigate: fn((_href, event) => event.preventDefault()),
    onNoticeOpen: fn(),
    onSignOut: fn(),
    onSignIn: fn(),
    onSignUp: fn(),
  },
  // The language switch shows the toolbar's language (never a pinned one).
  render: (args, { globals }) => <TopMenu {...args} locale={resolveLocale(globals.locale)} />,
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, minWidth: 1024 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<TopMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
/** Chat badge caps at 99+. */
export const ManyUnread: Story = { args: { active: 'chat', chatUnread: 150 } };
export const NoNotices: Story = { args: { active: 'store', chatUnread: 0, notices: [] } };
/** Unread mail previews (three at most) above the notices, and the link to the notices page. */
export const WithMail: Story = {
  args: {
    mails: [
      { id: 31, sender: 'Jason', preview: 'Are you free on Saturday?', status: 0 },
      { id: 32, sender: 'Mei', preview: 'Thank you for the flowers', status: 0 },
      { id: 33, sender: 'Ken', preview: 'Hello from Taipei', status: 0 },
      { id: 34, sender: 'Ada', preview: 'A fourth unread mail', status: 0 },
      { id: 35, sender: 'Old', preview: 'Already read', status: 1 },
    ],
    noticesHref: '/w/home/notice',
  },
};
export const SignedOut: Story = { args: { user: null, active: undefined } };
