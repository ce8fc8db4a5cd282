import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: { tone: { control: 'inline-radio', options: ['danger', 'brand', 'neutral'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const TwoDigits: Story = { args: { count: 42 } };
export const AtCap: Story = { args: { count: 99 } };
export const OverCap: Story = { args: { count: 128 } };
export const Dot: Story = { args: { count: 1, dot: true } };
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Badge {...args} tone="danger" />
      <Badge {...args} tone="brand" />
      <Badge {...args} tone="neutral" />
    </div>
  ),
};
export const ZeroShown: Story = { args: { count: 0, showZero: true, tone: 'neutral' } };
