import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomTabBar } from './BottomTabBar';

const meta = {
  title: 'Components/BottomTabBar',
  component: BottomTabBar,
  args: { active: 'index', fixed: false, onNavigate: fn((_tab, event) => event.preventDefault()) },
  argTypes: { active: { control: 'inline-radio', options: ['index', 'newsfeed', 'message', 'mine'] } },
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const IndexActive: Story = {};
export const NewsfeedActive: Story = { args: { active: 'newsfeed' } };
/** Message shows the total unread chat count when above 0. */
export const UnreadMessages: Story = { args: { active: 'message', unread: 7 } };
export const ManyUnread: Story = { args: { active: 'mine', unread: 240 } };
export const MineActive: Story = { args: { active: 'mine' } };
