import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberListItem } from './MemberListItem';
import { HoverCard } from '../HoverCard';
import { MemberCard } from '../MemberCard';
import { VariantGrid } from '../../docs/VariantGrid';
import {
  longChineseMember,
  longEnglishMember,
  memberArgType,
  members,
  memberWithoutPicture,
  storyNow,
} from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

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
    member: memberArgType,
    wrapAvatar: { control: false },
    profileHref: { control: 'text' },
    viewerGender: {
      control: { type: 'select', labels: { 0: 'Woman (0): sees last active', 1: 'Man (1)' } },
      options: [0, 1],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A member as a row: avatar with VIP crown and presence, name, gender and age, online or last active, signature, and follow/chat/gift. For follow lists, visitors and search results.',
      },
    },
  },
} satisfies Meta<typeof MemberListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Gold VIP, online, followed. */
export const OnlineGoldFollowed: Story = {
  parameters: story('Gold VIP, online and followed: the follow toggle is pressed.'),
};
/** Silver VIP, online, not followed. */
export const OnlineSilver: Story = {
  args: { member: members[1] },
  parameters: story('Silver VIP, online, not followed yet.'),
};
/** A verified member: the badge follows the name. */
export const Verified: Story = {
  args: { member: { ...members[1], verified: 1 } },
  parameters: story('A verified member: the VerifiedBadge follows the name.'),
};
/** Offline, seen by a gender-0 viewer: last active time shows. */
export const OfflineLastActive: Story = {
  args: { member: members[2] },
  parameters: story('Offline, seen by a gender-0 viewer: “active 5 hours ago”.'),
};
/** Offline, seen by a gender-1 viewer: no last active time. */
export const OfflineHiddenForMaleViewer: Story = {
  args: { member: members[2], viewerGender: 1 },
  parameters: story('The same member seen by a gender-1 viewer: no last active time (spec).'),
};
/** Desktop: the avatar opens the member's profile card on hover (500 ms). */
export const WithHoverCard: Story = {
  parameters: story('Desktop: the avatar opens the member’s profile card on hover (here open from the start).'),
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
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
  parameters: story('A list of members, one under the other.'),
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

export const LongNames: Story = {
  parameters: story(
    'Overflow: long Chinese and English names and signatures are cut with an ellipsis; the actions keep their place.',
  ),
  render: (args) => (
    <div>
      <MemberListItem {...args} member={longChineseMember} />
      <MemberListItem {...args} member={{ ...longEnglishMember, is_online: 0 }} />
    </div>
  ),
};
export const NoPicture: Story = {
  args: { member: memberWithoutPicture },
  parameters: story('No picture and no signature (e.g. a closed account): initials, offline for 40 days.'),
};
export const ActionsHovered: Story = {
  parameters: { pseudo: { hover: ['button'] }, ...story('Pointer over the actions: their hover background.') },
};
export const ActionsFocused: Story = {
  parameters: {
    pseudo: { focusVisible: ['a', 'button'] },
    ...story('Keyboard focus: the focus ring on the name link and the actions.'),
  },
};

const rows = [
  'gold · online · followed',
  'silver · online',
  'free · offline (woman viewer)',
  'free · offline (man viewer)',
  'long Chinese name',
  'long English name',
  'no picture',
] as const;
const rowArgs: Record<(typeof rows)[number], { member: (typeof members)[number]; viewerGender: 0 | 1 }> = {
  'gold · online · followed': { member: members[0], viewerGender: 0 },
  'silver · online': { member: members[1], viewerGender: 0 },
  'free · offline (woman viewer)': { member: members[2], viewerGender: 0 },
  'free · offline (man viewer)': { member: members[2], viewerGender: 1 },
  'long Chinese name': { member: longChineseMember, viewerGender: 0 },
  'long English name': { member: longEnglishMember, viewerGender: 0 },
  'no picture': { member: memberWithoutPicture, viewerGender: 0 },
};

/** Every kind of member row. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('VIP level, presence, viewer, long names and no picture, one row each, in the mobile width.'),
  },
  render: (args) => (
    <VariantGrid
      caption="MemberListItem: member × viewer"
      rows={rows}
      columns={['mobile'] as const}
      render={(row) => (
        <div style={{ width: 380 }}>
          <MemberListItem {...args} {...rowArgs[row]} />
        </div>
      )}
    />
  ),
};

/** Do: long names and signatures are cut; every row keeps one height and its actions. */
export const DoCutLongTexts: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { member: members[4] },
  render: (args) => (
    <div style={{ width: '100%' }}>
      <MemberListItem {...args} />
    </div>
  ),
};

/** Don't: rows squeezed into a column under 300 px; the name shrinks to a few letters. */
export const DontSqueezeTheRow: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { member: members[4] },
  render: (args) => (
    <div style={{ width: 200 }}>
      <MemberListItem {...args} />
    </div>
  ),
};
