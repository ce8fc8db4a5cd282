import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { VariantGrid } from '../../docs/VariantGrid';
import { longChineseMember, longEnglishMember, members } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const mei = members[0];
const sizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: mei.avatar, name: mei.username, size: 'lg' },
  argTypes: {
    src: {
      options: ['picture', 'none', 'broken'],
      mapping: { picture: mei.avatar, none: null, broken: '/missing-picture.png' },
      control: {
        type: 'select',
        labels: { picture: 'A portrait', none: 'No picture (initials)', broken: 'Broken address (initials)' },
      },
    },
    vip: {
      options: [0, 1, 2],
      control: { type: 'select', labels: { 0: 'Free member', 1: 'Silver VIP', 2: 'Gold VIP' } },
    },
    online: {
      options: ['none', 'online', 'offline'],
      mapping: { none: undefined, online: true, offline: false },
      control: { type: 'select', labels: { none: 'No dot', online: 'Online (green)', offline: 'Offline (grey)' } },
    },
    size: {
      options: sizes,
      control: {
        type: 'select',
        labels: { xs: 'xs 24 px', sm: 'sm 32 px', md: 'md 48 px', lg: 'lg 64 px', xl: 'xl 96 px' },
      },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A member picture with the VIP crown (silver or gold) and the online dot, read out as one image: name, VIP level, presence.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Default: Story = { parameters: story('A free member with a portrait, no presence dot.') };
export const SilverVip: Story = { args: { vip: 1 }, parameters: story('Silver VIP: the silver crown at the top.') };
export const GoldVip: Story = { args: { vip: 2 }, parameters: story('Gold VIP: the gold crown at the top.') };
export const Online: Story = { args: { online: true }, parameters: story('Online: the green dot.') };
export const Offline: Story = { args: { online: false }, parameters: story('Offline: the grey dot.') };
export const GoldOnline: Story = {
  args: { vip: 2, online: true },
  parameters: story('Gold VIP and online: crown and dot together.'),
};
export const Initials: Story = {
  args: { src: null, name: 'Chen Hao', vip: 1, online: false },
  parameters: story('No picture (or a broken one): initials on the brand gradient.'),
};
export const Sizes: Story = {
  parameters: story('The five sizes: 24, 32, 48, 64 and 96 px.'),
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {sizes.map((size, index) => (
        <Avatar
          key={size}
          {...args}
          size={size}
          name={members[index].username}
          src={members[index].avatar}
          vip={members[index].vip}
          online={members[index].is_online === 1}
        />
      ))}
    </div>
  ),
};
/** Initials of long names: two letters at most, the whole name stays the accessible name. */
export const LongNames: Story = {
  parameters: story('Long Chinese and English names without a picture: two initials, never overflowing the circle.'),
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Avatar {...args} src={null} name={longChineseMember.username} vip={2} online />
      <Avatar {...args} src={null} name={longEnglishMember.username} vip={1} online={false} />
      <Avatar {...args} src="/missing-picture.png" name={longEnglishMember.username} />
    </div>
  ),
};

const rows = [
  'free · no dot',
  'free · offline',
  'silver · online',
  'gold · online',
  'gold · offline',
  'initials · silver',
] as const;
const rowProps: Record<(typeof rows)[number], { vip: 0 | 1 | 2; online?: boolean; src?: string | null }> = {
  'free · no dot': { vip: 0 },
  'free · offline': { vip: 0, online: false },
  'silver · online': { vip: 1, online: true },
  'gold · online': { vip: 2, online: true },
  'gold · offline': { vip: 2, online: false },
  'initials · silver': { vip: 1, online: true, src: null },
};

/** Every VIP level × presence × size in one grid. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, ...story('Every VIP level and presence (rows) in every size (columns).') },
  render: (args) => (
    <VariantGrid
      caption="Avatar: VIP level and presence × size"
      rows={rows}
      columns={sizes}
      render={(row, size) => <Avatar {...args} {...rowProps[row]} size={size} />}
    />
  ),
};

/** Do: the crown and the dot the member has earned or set. */
export const DoShowCrownAndPresence: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { vip: 2, online: true },
};

/** Don't: presence hidden in lists; members choose whom to write by it. */
export const DontHidePresence: Story = { ...docsExample(), tags: ['!dev', '!autodocs'] };

/** Do: one size per list, so faces line up. */
export const DoOneSizePerList: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {members.slice(0, 4).map((member) => (
        <Avatar key={member.id} src={member.avatar} name={member.username} size="md" />
      ))}
    </div>
  ),
};

const mixedSizes = ['sm', 'lg', 'md', 'xl'] as const;

/** Don't: mixed sizes in one list look like a ranking. */
export const DontMixedSizes: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {members.slice(0, 4).map((member, index) => (
        <Avatar key={member.id} src={member.avatar} name={member.username} size={mixedSizes[index]} />
      ))}
    </div>
  ),
};
