import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Swipe } from './Swipe';
import { scenery } from '../../testing/fixtures';

const slides = [0, 1, 2, 3].map((i) => ({ id: i + 1, src: scenery(i), alt: `Background photo ${i + 1}` }));

const meta = {
  title: 'Components/Swipe',
  component: Swipe,
  args: { slides, onIndexChange: fn() },
} satisfies Meta<typeof Swipe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile background photos, advancing every 3 s. */
export const Autoplay: Story = {};
export const Manual: Story = { args: { autoplay: false } };
export const SinglePhoto: Story = { args: { slides: slides.slice(0, 1) } };
