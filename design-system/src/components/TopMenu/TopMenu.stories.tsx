import type { ComponentProps, ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopMenu } from './TopMenu';
import { members } from '../../testing/fixtures';
import { longNames } from '../../testing/fixtures/storeAndMenus';
import { storyText } from '../../testing/storyText';
import { resolveLocale } from '../../i18n/locales';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';

/** The story's language comes from the toolbar (the `locale` global), not from args. */
type TopMenuStoryArgs = Omit<ComponentProps<typeof TopMenu>, 'locale'>;

const users = {
  gold: { name: members[0].username, avatar: members[0].avatar, vip: 2 as const },
  noPhoto: { name: members[2].username, avatar: null, vip: 0 as const },
  longChinese: { name: longNames.chinese, avatar: members[5].avatar, vip: 1 as const },
  signedOut: null,
};

const longMails = [
  {
    id: 41,
    sender: longNames.chinese,
    preview: '週末要不要一起去陽明山看海芋？我知道一條人比較少的步道。',
    status: 0 as const,
  },
  {
    id: 42,
    sender: longNames.english,
    preview: 'Thank you so much for the flowers, they made my whole week!',
    status: 0 as const,
  },
];

const meta = {
  title: 'Components/TopMenu',
  component: TopMenu as unknown as ComponentType<TopMenuStoryArgs>,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The desktop header: brand, the six section tabs, the language switch, the notices dropdown and the profile menu (sign in and sign up when signed out).',
      },
    },
  },
  args: {
    active: 'home',
    user: users.gold,
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
  argTypes: {
    active: { control: 'select', options: ['home', 'member', 'chat', 'recharge', 'upgrade', 'store'] },
    user: {
      control: 'select',
      options: Object.keys(users),
      mapping: users,
      labels: {
        gold: 'Gold member with photo',
        noPhoto: 'Member without photo',
        longChinese: 'Long Chinese name',
        signedOut: 'Signed out (null)',
      },
    },
    notices: {
      control: 'select',
      options: ['two', 'none'],
      mapping: {
        two: [
          { id: 1, type: 'gift', status: 0, giver: 'Jason', content: '🌹 ×3' },
          { id: 2, type: 'report', status: 0 },
        ],
        none: [],
      },
      labels: { two: 'A gift and a report', none: 'None' },
    },
    mails: {
      control: 'select',
      options: ['none', 'long'],
      mapping: { none: [], long: longMails },
      labels: { none: 'None', long: 'Two with long names' },
    },
    noticesHref: { control: 'text' },
  },
  // The language switch shows the toolbar's language (never a pinned one).
  render: (args, { globals }) => <TopMenu {...args} locale={resolveLocale(globals.locale)} />,
  decorators: [
    // A desktop window at least 1024 px wide, scrolled sideways in a narrower canvas (the mobile
    // frame); the grid (parameters.grid) fits the docs column instead.
    (Story, { parameters }: { parameters: { grid?: boolean } }) => (
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minHeight: parameters.grid ? undefined : 360, minWidth: parameters.grid ? undefined : 1024 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<TopMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in gold member on the home page, with three unread chats and two notices. */
export const SignedIn: Story = {};
/** Chat badge caps at 99+. */
export const ManyUnread: Story = { args: { active: 'chat', chatUnread: 150 } };
/** No unread notices: the bell has no dot and the dropdown says there is nothing new. */
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
/** Signed out: no tabs, sign in and sign up instead of the menus. */
export const SignedOut: Story = { args: { user: null, active: undefined } };
/** While the session loads: placeholders where the tabs and menus will be, announced as loading. */
export const Loading: Story = { args: { user: null, active: undefined, loading: true } };

/** Long Chinese and English sender names and previews in the open notices dropdown. */
export const LongNames: Story = {
  args: { user: users.longChinese, mails: longMails, notices: [], noticesHref: '/w/home/notice' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${t('menu.notices')}`) }));
    await expect(canvas.getAllByRole('menuitem')).toHaveLength(3);
  },
};

/** A window narrower than the header: the tabs scroll sideways instead of running under the menus. */
export const Overflow: Story = {
  args: { active: 'store', chatUnread: 150 },
  decorators: [
    (Story) => (
      <div style={{ width: 720, minWidth: 0, overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
};

/** A tab under the pointer (hover) next to the current tab. */
export const TabHover: Story = { parameters: { pseudo: { hover: ['nav li:nth-child(2) a'] } } };
/** A tab with keyboard focus: the focus ring. */
export const TabFocused: Story = { parameters: { pseudo: { focusVisible: ['nav li:nth-child(3) a'] } } };

// One signed-in row only: two main navigations on one page would share a name (axe: landmark-unique).
const states = ['signed in · 99+ unread', 'signed out', 'loading'] as const;
const stateArgs: Record<(typeof states)[number], Partial<TopMenuStoryArgs>> = {
  'signed in · 99+ unread': { active: 'chat', chatUnread: 150 },
  'signed out': { user: null, active: undefined },
  loading: { user: null, active: undefined, loading: true },
};

/** Every state in one column; each header sits in its own labelled region (one banner per page). */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, grid: true },
  render: (args, { globals }) => (
    <VariantGrid
      caption="TopMenu: state"
      rows={states}
      columns={['860 px'] as const}
      render={(state) => (
        <section aria-label={state} style={{ width: 860 }}>
          <TopMenu {...args} {...stateArgs[state]} locale={resolveLocale(globals.locale)} />
        </section>
      )}
    />
  ),
};

/** Do: a count badge on the chat tab only, capped at 99+. */
export const DoBadgeOnChatOnly: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        {t('nav.chat')} <Badge count={150} />
      </span>
    );
  },
};

/** Don't: badges on every tab; the member no longer sees which one matters. */
export const DontBadgesEverywhere: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        {t('nav.index')} <Badge count={2} /> {t('nav.member')} <Badge count={8} /> {t('nav.chat')} <Badge count={150} />{' '}
        {t('nav.store')} <Badge count={1} />
      </span>
    );
  },
};
