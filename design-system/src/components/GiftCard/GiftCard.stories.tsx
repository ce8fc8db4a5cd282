import type { Meta, StoryObj } from '@storybook/react-vite';
import { GiftCard } from './GiftCard';
import { gifts } from '../../testing/fixtures';

const meta = {
  title: 'Components/GiftCard',
  component: GiftCard,
  args: { gift: gifts[0] },
  decorators: [
    (Story) => (
      <div style={{ width: 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStore: Story = {};
export const Selected: Story = { args: { gift: gifts[7], selected: true } };
/** A received gift shows who sent it. */
export const Received: Story = { args: { gift: gifts[4], giverName: 'Jason' } };
