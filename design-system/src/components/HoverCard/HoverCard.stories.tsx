import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { HoverCard } from './HoverCard';
import { Avatar } from '../Avatar';
import { MemberCard } from '../MemberCard';
import { members, storyNow } from '../../testing/fixtures';

const weiTing = members[5];

const meta = {
  title: 'Components/HoverCard',
  component: HoverCard,
  args: {
    onOpenChange: fn(),
    children: (
      <a href={`/w/home/user/detail/${weiTing.id}`} style={{ borderRadius: '50%', display: 'inline-flex' }}>
        <Avatar src={weiTing.avatar} name={weiTing.username} vip={weiTing.vip} online size="lg" />
      </a>
    ),
    content: (
      <MemberCard
        variant="popover"
        member={weiTing}
        viewerGender={1}
        now={storyNow}
        onChat={fn()}
        onFollowToggle={fn()}
        onGift={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360, paddingTop: 8, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the avatar for half a second. */
export const Closed: Story = {};
/** The profile card as it appears: gender, age, name, chat now (online), follow, gift. */
export const Open: Story = { args: { defaultOpen: true } };
