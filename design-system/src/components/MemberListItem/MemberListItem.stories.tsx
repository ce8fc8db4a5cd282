import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberListItem } from './MemberListItem';
import { HoverCard } from '../HoverCard';
import { MemberCard } from '../MemberCard';
import { members, storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/MemberListItem',
  component: MemberListItem,
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
} satisfies Meta<typeof MemberListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold VIP, online, followed. */
export const OnlineGoldFollowed: Story = {};
/** Silver VIP, online, not followed. */
export const OnlineSilver: Story = { args: { member: members[1] } };
/** Offline, seen by a gender-0 viewer: last active time shows. */
export const OfflineLastActive: Story = { args: { member: members[2] } };
/** Offline, seen by a gender-1 viewer: no last active time. */
export const OfflineHiddenForMaleViewer: Story = { args: { member: members[2], viewerGender: 1 } };
/** Desktop: the avatar opens the member's profile card on hover (500 ms). */
export const WithHoverCard: Story = {
  args: {
    wrapAvatar: (avatar) => (
      <HoverCard
        defaultOpen
        content={<MemberCard member={members[0]} variant="popover" viewerGender={0} now={storyNow} />}
      >
        {avatar}
      </HoverCard>
    ),
  },
};
/** A list of members. */
export const List: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.map((member) => (
        <li key={member.id}>
          <MemberListItem {...args} member={member} />
        </li>
      ))}
    </ul>
  ),
};
