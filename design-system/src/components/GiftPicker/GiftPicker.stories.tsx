import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GiftPicker } from './GiftPicker';
import { giftCategories } from '../../testing/fixtures';

const meta = {
  title: 'Components/GiftPicker',
  component: GiftPicker,
  args: { categories: giftCategories, onSend: fn() },
} satisfies Meta<typeof GiftPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const GiftChosen: Story = { args: { defaultGiftId: 8 } };
/** Screens that always send one gift. */
export const SingleQuantity: Story = { args: { defaultGiftId: 1, allowQuantity: false } };
export const Sending: Story = { args: { defaultGiftId: 2, sending: true } };
