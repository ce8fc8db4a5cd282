import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomTabBar, type BottomTab } from './BottomTabBar';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/BottomTabBar',
  component: BottomTabBar,
  args: { active: 'index', fixed: false, onNavigate: fn((_tab, event) => event.preventDefault()) },
  argTypes: {
    active: {
      control: 'select',
      options: ['index', 'newsfeed', 'message', 'mine'],
      labels: { index: 'Index (home)', newsfeed: 'Newsfeed', message: 'Message', mine: 'Mine' },
    },
    unread: { control: { type: 'number', min: 0 } },
    hrefs: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The mobile tab bar at the bottom of every /m screen: Index, Newsfeed, Message (with the unread-chat badge) and Mine.',
      },
    },
  },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the index (home) screen. */
export const IndexActive: Story = {};
/** On the newsfeed. */
export const NewsfeedActive: Story = { args: { active: 'newsfeed' } };
/** Message shows the total unread chat count when above 0. */
export const UnreadMessages: Story = { args: { active: 'message', unread: 7 } };
/** More than 99 unread chats: the badge says 99+. */
export const ManyUnread: Story = { args: { active: 'mine', unread: 240 } };
/** On the member's own pages. */
export const MineActive: Story = { args: { active: 'mine' } };
/** A tab with keyboard focus: the focus ring. */
export const TabFocused: Story = {
  args: { unread: 7 },
  parameters: { pseudo: { focusVisible: ['li:nth-child(3) a'] } },
};
/** The narrowest phone (320 px) with a 99+ badge: the four tabs still share the width. */
export const NarrowPhone: Story = {
  args: { active: 'message', unread: 240 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

const tabs: readonly BottomTab[] = ['index', 'newsfeed', 'message', 'mine'];
// No unread and 99+ have their own stories (IndexActive, ManyUnread); the grid stays light for the tests.
const unreadCounts = ['7 unread'] as const;

/** Each tab as the current one, with unread chats on the Message tab. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: (args) => (
    <VariantGrid
      caption="BottomTabBar: current tab × unread chats"
      rows={tabs}
      columns={unreadCounts}
      render={(tab, unread) => (
        <div style={{ width: 300 }}>
          {/* Four tab bars on one page need four names (axe: landmark-unique). */}
          <BottomTabBar
            {...args}
            aria-label={`${tab}, ${unread}`}
            active={tab}
            unread={Number.parseInt(unread, 10) || 0}
          />
        </div>
      )}
    />
  ),
};

const pointerStates = ['default', 'hover', 'focus', 'pressed'] as const;

/** The second tab in each state (hover, keyboard focus, held down), forced by pseudo-states. */
export const AllStates: Story = {
  parameters: {
    controls: { disable: true },
    layout: 'fullscreen',
    pseudo: {
      hover: ['[data-state="hover"] li:nth-child(2) a'],
      focusVisible: ['[data-state="focus"] li:nth-child(2) a'],
      active: ['[data-state="pressed"] li:nth-child(2) a'],
    },
  },
  render: (args) => (
    <VariantGrid
      caption="BottomTabBar: state of the second tab"
      rows={pointerStates}
      columns={['bar'] as const}
      render={(state) => (
        <div data-state={state} style={{ width: 300 }}>
          {/* Four tab bars on one page need four names (axe: landmark-unique). */}
          <BottomTabBar {...args} aria-label={state} active="index" unread={0} />
        </div>
      )}
    />
  ),
};

/** Do: the current tab set to the screen on show, the badge only for unread chats. */
export const DoCurrentTabAndUnread: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { active: 'message', unread: 7, style: { width: '100%' } },
};

/** Don't: a badge on a quiet inbox or no clear current tab; the member loses their place. */
export const DontNoPlace: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { active: 'mine', unread: 0, style: { width: '100%', opacity: 0.55 } },
};
