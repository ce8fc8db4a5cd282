import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';
import { members } from '../../testing/fixtures';

const mei = members[0];

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { src: mei.avatar, name: mei.username, size: 'lg' },
  argTypes: {
    vip: { control: 'inline-radio', options: [0, 1, 2] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SilverVip: Story = { args: { vip: 1 } };
export const GoldVip: Story = { args: { vip: 2 } };
export const Online: Story = { args: { online: true } };
export const Offline: Story = { args: { online: false } };
export const GoldOnline: Story = { args: { vip: 2, online: true } };
export const Initials: Story = { args: { src: null, name: 'Chen Hao', vip: 1, online: false } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size, index) => (
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
