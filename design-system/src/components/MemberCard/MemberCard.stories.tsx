import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberCard } from './MemberCard';
import { members, storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/MemberCard',
  component: MemberCard,
  args: {
    member: members[0],
    viewerGender: 0,
    now: storyNow,
    onFollowToggle: fn(),
    onChat: fn(),
    onGift: fn(),
    onOpenProfile: fn((event) => event.preventDefault()),
  },
  argTypes: {
    viewerGender: {
      control: { type: 'select', labels: { 0: 'Woman (0): sees last active', 1: 'Man (1)' } },
      options: [0, 1],
    },
  },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
};
export const TileOfflineLastActive: Story = { args: { member: members[2] }, decorators: Tile.decorators };
export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {members.slice(0, 6).map((member) => (
        <MemberCard key={member.id} {...args} member={member} />
      ))}
    </div>
  ),
};
/** The desktop hover profile card: online, so "Chat now" is offered. */
export const PopoverOnline: Story = { args: { variant: 'popover', member: members[5] } };
/** Offline: no chat button; the last active time shows to gender-0 viewers. */
export const PopoverOffline: Story = { args: { variant: 'popover', member: members[3] } };
