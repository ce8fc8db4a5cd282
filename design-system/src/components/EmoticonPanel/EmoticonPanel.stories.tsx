import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmoticonPanel } from './EmoticonPanel';
import { emoticons } from '../../emoticons/catalog';

const meta = {
  title: 'Components/EmoticonPanel',
  component: EmoticonPanel,
  args: { onSelect: fn() },
} satisfies Meta<typeof EmoticonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All the emoticons, eight a row (mobile chat). */
export const Mobile: Story = {};
/** Ten a row in the desktop composer. */
export const Desktop: Story = { args: { columns: 10 } };
export const Favourites: Story = {
  args: {
    emoticons: emoticons.filter((e) =>
      ['smile', 'laugh', 'love', 'kiss', 'heart', 'rose', 'hug', 'thumbsup'].includes(e.code),
    ),
  },
};

/** Arrow keys move through the grid; Enter inserts. */
export const Keyboard: Story = {
  args: { columns: 8 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    buttons[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(buttons[9]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(emoticons[9].code);
  },
};
