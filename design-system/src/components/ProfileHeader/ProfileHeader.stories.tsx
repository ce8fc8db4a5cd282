import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';
import { members, scenery, storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  args: {
    member: members[0],
    now: storyNow,
    onLike: fn(),
    onMessage: fn(),
    onFollowToggle: fn(),
    onGift: fn(),
    onReport: fn(),
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Another member's profile with background photos, like count and actions. */
export const Member: Story = {
  args: {
    backgrounds: [0, 2, 4].map((i) => ({ id: i, src: scenery(i, 800, 360), alt: `Background ${i + 1}` })),
    photosHref: '/w/home/photo/100',
  },
};
export const MemberLiked: Story = { args: { member: members[1], liked: true } };
/** The own "Mine" page: membership, expiry, newsfeed count and balance. */
export const Own: Story = {
  args: {
    variant: 'own',
    member: { ...members[0], vip: 2 },
    expiry: '2025-12-31',
    balance: '$800.00',
    newsfeedCount: 24,
  },
};
export const OwnFree: Story = {
  args: { variant: 'own', member: { ...members[6], signature: '' }, balance: '$0.00', newsfeedCount: 0 },
};
