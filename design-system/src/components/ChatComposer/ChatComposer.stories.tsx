import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer } from './ChatComposer';

const meta = {
  title: 'Components/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onSendImage: fn(), onGift: fn(), onTranslateChange: fn() },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithText: Story = { args: { defaultValue: 'See you at 7 [wink]' } };
export const TranslateOn: Story = { args: { translateOn: true } };
/** vip 0 on mobile: no picture button. */
export const NoImage: Story = { args: { canSendImage: false } };
export const EmoticonsOpen: Story = { args: { defaultEmoticonsOpen: true } };

/** Sending blank text shows "content can't be empty". */
export const EmptyRejected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), '   ');
    await userEvent.click(canvas.getAllByRole('button')[0]);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
