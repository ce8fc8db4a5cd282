import type { ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HoverCard } from './HoverCard';
import { Avatar } from '../Avatar';
import { MemberCard } from '../MemberCard';
import { VariantGrid } from '../../docs/VariantGrid';
import { longChineseMember, members, storyNow, type SampleMember } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const weiTing = members[5];

const avatarLink = (member: SampleMember) => (
  <a href={`/w/home/user/detail/${member.id}`} style={{ borderRadius: '50%', display: 'inline-flex' }}>
    <Avatar src={member.avatar} name={member.username} vip={member.vip} online={member.is_online === 1} size="lg" />
  </a>
);
const card = (member: SampleMember) => (
  <MemberCard
    variant="popover"
    member={member}
    viewerGender={0}
    now={storyNow}
    onChat={fn()}
    onFollowToggle={fn()}
    onGift={fn()}
  />
);
const triggers: Record<string, ReactNode> = {
  'Avatar link': avatarLink(weiTing),
  'Name link': <a href={`/w/home/user/detail/${weiTing.id}`}>{weiTing.username}</a>,
};
const cards: Record<string, ReactNode> = {
  'Wei Ting: silver VIP, online': card(weiTing),
  'Long Chinese name': card(longChineseMember),
  'Yuki: free, offline': card(members[2]),
};

/** Room for the open card (about 320 px) below or above the trigger, inside the story block. */
const roomForTheCard: Decorator = (Story, { args }) => (
  <div
    style={{
      minHeight: 400,
      padding: '8px 0',
      display: 'flex',
      justifyContent: 'center',
      alignItems: args.placement === 'top' ? 'flex-end' : 'flex-start',
    }}
  >
    <Story />
  </div>
);

const meta = {
  title: 'Components/HoverCard',
  component: HoverCard,
  args: {
    onOpenChange: fn(),
    children: triggers['Avatar link'],
    content: cards['Wei Ting: silver VIP, online'],
  },
  argTypes: {
    children: { options: Object.keys(triggers), mapping: triggers, control: { type: 'select' } },
    content: { options: Object.keys(cards), mapping: cards, control: { type: 'select' } },
    placement: {
      options: ['bottom', 'top'],
      control: { type: 'select', labels: { bottom: 'bottom: below the trigger', top: 'top: above the trigger' } },
    },
    openDelay: { control: { type: 'number', min: 0, step: 100 } },
    closeDelay: { control: { type: 'number', min: 0, step: 50 } },
  },
  decorators: [roomForTheCard],
  parameters: {
    docs: {
      description: {
        component:
          'A card that appears after the pointer rests on its trigger (or the trigger has keyboard focus) for 500 ms: on desktop, a member’s profile card over their avatar. Escape closes it.',
      },
    },
  },
} satisfies Meta<typeof HoverCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Hover the avatar for half a second. */
export const Closed: Story = {
  parameters: story('At rest: only the trigger. Hover it (or focus it) for half a second.'),
};
/** The profile card as it appears: gender, age, name, chat now (online), follow, gift. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: story('Open below the trigger: the member’s profile card with chat (online), follow and gift.'),
};
export const OpenAbove: Story = {
  args: { defaultOpen: true, placement: 'top' },
  parameters: story('Open above the trigger, for triggers near the bottom of the screen.'),
};
export const NameTrigger: Story = {
  args: { defaultOpen: true, children: triggers['Name link'], content: cards['Yuki: free, offline'] },
  parameters: story('A name link as trigger; the card of an offline member has no chat button.'),
};
export const LongName: Story = {
  args: { defaultOpen: true, content: cards['Long Chinese name'] },
  parameters: story('Overflow: a long name and signature wrap inside the 350 px card.'),
};
export const TriggerFocused: Story = {
  parameters: {
    pseudo: { focusVisible: ['a'] },
    ...story('The trigger with keyboard focus: its focus ring (the card follows after the delay).'),
  },
};
/** Keyboard: focusing the trigger opens the card (no delay here). */
export const OpensOnFocus: Story = {
  args: { openDelay: 0 },
  parameters: story('Keyboard users get the card too: focusing the trigger opens it.'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link').focus();
    await expect(await canvas.findByRole('article')).toBeInTheDocument();
  },
};

/** Closed and open, below and above. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Closed and open (rows), below and above the trigger (columns).'),
  },
  render: (args) => (
    <VariantGrid
      caption="HoverCard: state × placement"
      rows={['closed', 'open'] as const}
      columns={['bottom', 'top'] as const}
      render={(row, placement) => (
        <div
          style={{
            width: 360,
            height: row === 'open' ? 400 : 80,
            display: 'flex',
            justifyContent: 'center',
            alignItems: placement === 'top' ? 'flex-end' : 'flex-start',
          }}
        >
          <HoverCard {...args} placement={placement} defaultOpen={row === 'open'} />
        </div>
      )}
    />
  ),
};

/** Do: a trigger that works alone; the link still opens the profile on click. */
export const DoTriggerWorksAlone: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { children: <a href="#profile">{members[0].username}</a> },
};

/** Don't: a trigger that does nothing without hover; keyboard and touch users are stuck. */
export const DontHoverOnlyTrigger: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { children: <span>{members[0].username}</span> },
};
