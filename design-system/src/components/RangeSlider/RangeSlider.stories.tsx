import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider, type RangeSliderProps } from './RangeSlider';
import { useDiscoveryTexts } from '../../testing/fixtures/discovery';

/** The slider with its own state, so a story can be dragged and keyed. */
function AgeRange(args: RangeSliderProps) {
  const texts = useDiscoveryTexts();
  const [value, setValue] = useState<readonly [number, number]>(args.value);
  return (
    <div style={{ maxWidth: 360 }}>
      <RangeSlider
        {...args}
        label={args.label || texts.search.age}
        thumbLabels={[texts.search.ageMin, texts.search.ageMax]}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/RangeSlider',
  component: RangeSlider,
  // An empty label shows the story's translated one.
  args: { label: '', thumbLabels: ['', ''], min: 18, max: 99, value: [18, 99], onValueChange: fn() },
  render: AgeRange,
  parameters: {
    docs: {
      description: {
        component:
          'A range with two thumbs, for a low and a high end picked together: the age range of discovery search (18-99).',
      },
    },
  },
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole range: any age. */
export const AnyAge: Story = {};
/** Narrowed to 25-35: the filled part of the track lies between the thumbs. */
export const Narrowed: Story = { args: { value: [25, 35] } };
/** Both thumbs on one age. */
export const OneAge: Story = { args: { value: [30, 30] } };
/** Disabled: shown, not movable. */
export const Disabled: Story = { args: { value: [25, 40], disabled: true } };
/** Values written with a unit (歲, years). */
export const WithUnit: Story = { args: { value: [20, 45], formatValue: (age: number) => `${age}+` } };

/**
 * Each thumb is a native slider in the tab order, low end first: arrow keys, Page Up/Down and
 * Home/End move the focused one, and the low thumb stops at the high one.
 */
export const Keyboard: Story = {
  args: { value: [30, 31] },
  play: async ({ canvasElement }) => {
    const [low, high] = within(canvasElement).getAllByRole('slider');
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.tab();
    await expect(high).toHaveFocus();
  },
};
