import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PushDeviceCard } from './PushDeviceCard';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { Button } from '../Button';

const meta = {
  title: 'Components/PushDeviceCard',
  component: PushDeviceCard,
  args: {
    texts: accountStoryTexts({}).push,
    state: 'off',
    previews: false,
    onPreviewsChange: fn(),
    onTurnOn: fn(),
    onTurnOff: fn(),
  },
  argTypes: {
    texts: { control: false },
    state: { control: 'select', options: ['off', 'on', 'failed', 'blocked', 'unsupported', null] },
  },
  // The story's language picks the texts; the status follows the state.
  render: function Render(args, { globals }) {
    const texts = accountStoryTexts(globals).push;
    const [previews, setPreviews] = useState(args.previews);
    return (
      <PushDeviceCard
        {...args}
        texts={texts}
        heading={args.heading && texts.heading}
        status={args.state === 'on' || args.state === 'off' ? texts[args.state] : args.status}
        previews={previews}
        onPreviewsChange={(value) => (setPreviews(value), args.onPreviewsChange(value))}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Notifications on this device: where they stand and one button; a card with its own heading on desktop, the screen’s body on mobile.',
      },
    },
  },
} satisfies Meta<typeof PushDeviceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: the previews choice and "turn on". */
export const Off: Story = {};

/** On: "turn off". */
export const On: Story = { args: { state: 'on' } };

/** The desktop card, with its own heading. */
export const WithHeading: Story = { args: { heading: 'heading' } };

/** The browser blocks notifications: only the explanation. */
export const Blocked: Story = {
  args: { state: 'blocked', status: 'This browser blocks notifications from Kindred.' },
};

/** Turning on: the button spins. */
export const Busy: Story = { args: { busy: true } };

/** Choosing previews, then turning on. */
export const TurningOn: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).push;
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.previews }));
    await expect(args.onPreviewsChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: texts.turnOn }));
    await expect(args.onTurnOn).toHaveBeenCalled();
  },
};

/** Do: one button that says what it does. */
export const DoSayWhatItDoes: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <Button>{accountStoryTexts(globals).push.turnOn}</Button>,
};

/** Don't: a power symbol with no word for its state. */
export const DontBareSwitch: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => <Button variant="secondary">⏻</Button>,
};
