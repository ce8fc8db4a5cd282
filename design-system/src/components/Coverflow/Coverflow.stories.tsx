import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Coverflow } from './Coverflow';
import { members } from '../../testing/fixtures';

const meta = {
  title: 'Components/Coverflow',
  component: Coverflow,
  args: { members, defaultIndex: 3, onSelect: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Coverflow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MemberWall: Story = {};
export const AtStart: Story = { args: { defaultIndex: 0 } };
export const FewMembers: Story = { args: { members: members.slice(0, 3), defaultIndex: 1 } };
