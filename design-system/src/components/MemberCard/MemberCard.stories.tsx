import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MemberCard } from './MemberCard';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import {
  longChineseMember,
  longEnglishMember,
  memberArgType,
  members,
  memberWithoutPicture,
  storyNow,
} from '../../testing/fixtures';

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
    member: memberArgType,
    variant: {
      options: ['tile', 'popover'],
      control: {
        type: 'select',
        labels: { tile: 'tile: photo in a member grid', popover: 'popover: hover card (350 px)' },
      },
    },
    viewerGender: {
      control: { type: 'select', labels: { 0: 'Woman (0): sees last active', 1: 'Man (1)' } },
      options: [0, 1],
    },
    profileHref: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A member as a card: a photo tile with name, gender and age, presence and follow/chat/gift in member grids, or the 350 px profile card of the desktop hover card.',
      },
    },
  },
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });
const tileWidth: Decorator = (Story) => (
  <div style={{ width: 220 }}>
    <Story />
  </div>
);

export const Tile: Story = {
  decorators: [tileWidth],
  parameters: story('A gold VIP, online and followed, as a tile in a member grid.'),
};
export const TileOfflineLastActive: Story = {
  args: { member: members[2] },
  decorators: [tileWidth],
  parameters: story('Offline: the last active time shows to gender-0 viewers.'),
};
export const TileVerified: Story = {
  args: { member: { ...members[1], verified: 1 } },
  decorators: [tileWidth],
  parameters: story('A verified member: the VerifiedBadge follows the name.'),
};
export const PopoverVerified: Story = {
  args: { variant: 'popover', member: { ...members[5], verified: 1 } },
  parameters: story('The hover card of a verified member: the badge leads the line under the name.'),
};
export const Grid: Story = {
  parameters: story('Tiles in a responsive member grid.'),
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 }}>
      {members.slice(0, 6).map((member) => (
        <MemberCard key={member.id} {...args} member={member} />
      ))}
    </div>
  ),
};
/** The desktop hover profile card: online, so "Chat now" is offered. */
export const PopoverOnline: Story = {
  args: { variant: 'popover', member: members[5] },
  parameters: story('The desktop hover profile card: online, so “Chat now” is offered.'),
};
/** Offline: no chat button; the last active time shows to gender-0 viewers. */
export const PopoverOffline: Story = {
  args: { variant: 'popover', member: members[3] },
  parameters: story('Offline: no chat button; the last active time shows to gender-0 viewers.'),
};
export const LongNames: Story = {
  parameters: story('Overflow: long Chinese and English names are cut with an ellipsis, long signatures wrap.'),
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <div style={{ width: 180 }}>
        <MemberCard {...args} member={longChineseMember} />
      </div>
      <div style={{ width: 180 }}>
        <MemberCard {...args} member={longEnglishMember} />
      </div>
      <MemberCard {...args} variant="popover" member={longEnglishMember} />
    </div>
  ),
};
export const NoPicture: Story = {
  args: { member: memberWithoutPicture },
  decorators: [tileWidth],
  parameters: story('A member without picture or signature (e.g. a closed account): the tile shows its empty frame.'),
};
export const ActionsHovered: Story = {
  args: { variant: 'popover', member: members[5] },
  parameters: {
    pseudo: { hover: ['button'] },
    ...story('Pointer over the actions: their hover colours.'),
  },
};
export const ActionsFocused: Story = {
  decorators: [tileWidth],
  parameters: {
    pseudo: { focusVisible: ['a', 'button'] },
    ...story('Keyboard focus: the focus ring on the name link and the actions.'),
  },
};

const rows = ['gold · online · followed', 'silver · online', 'free · offline', 'long name', 'no picture'] as const;
const rowMember = {
  'gold · online · followed': members[0],
  'silver · online': members[1],
  'free · offline': members[2],
  'long name': longChineseMember,
  'no picture': memberWithoutPicture,
};

/** Every kind of member as tile and as popover. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('VIP level, presence, follow, long name and no picture (rows) as tile and popover (columns).'),
  },
  render: (args) => (
    <VariantGrid
      caption="MemberCard: member × variant"
      rows={rows}
      columns={['tile', 'popover'] as const}
      render={(row, variant) => (
        <div style={{ width: variant === 'tile' ? 200 : undefined }}>
          <MemberCard {...args} member={rowMember[row]} variant={variant} />
        </div>
      )}
    />
  ),
};

/** Do: tiles of one width in a grid, photo first. */
export const DoTilesInAGrid: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      {members.slice(0, 2).map((member) => (
        <div key={member.id} style={{ width: 130 }}>
          <MemberCard {...args} member={member} />
        </div>
      ))}
    </div>
  ),
};

/** Don't: a popover card inside a list; it is built to float, not to tile. */
export const DontPopoverInAList: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { member: members[1], variant: 'popover' },
  render: (args) => (
    <div style={{ width: '100%', overflow: 'hidden' }}>
      <MemberCard {...args} />
    </div>
  ),
};
