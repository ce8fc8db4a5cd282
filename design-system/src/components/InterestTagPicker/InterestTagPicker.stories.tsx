import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INTERESTS_MAX } from '@kindred/rules';
import { InterestTagPicker, type InterestTagPickerProps } from './InterestTagPicker';
import { useDiscoveryTexts } from '../../testing/fixtures/discovery';

/** The picker with its own state, so the tags can be pressed. */
function Picker({ withFreeTags, ...args }: InterestTagPickerProps & { withFreeTags?: boolean }) {
  const texts = useDiscoveryTexts();
  const [picked, setPicked] = useState<readonly string[]>(args.picked);
  const [free, setFree] = useState(withFreeTags ? 'jazz' : '');
  return (
    <InterestTagPicker
      {...args}
      label={args.label || texts.form.interests}
      picked={picked}
      onToggle={(tag) => {
        setPicked((now) => (now.includes(tag) ? now.filter((t) => t !== tag) : [...now, tag]));
        args.onToggle(tag);
      }}
      freeTags={
        withFreeTags
          ? {
              label: texts.form.otherInterests,
              hint: texts.form.otherInterestsHint,
              value: free,
              onValueChange: setFree,
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Components/InterestTagPicker',
  component: InterestTagPicker,
  // An empty label shows the story's translated one.
  args: { label: '', picked: [], onToggle: fn() },
  render: (args) => <Picker {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "Interests picked from the catalogue (packages/rules, labelled in the reader's language) as toggle buttons, with the member's own tags beside them on a profile.",
      },
    },
  },
} satisfies Meta<typeof InterestTagPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet (a search's interests). */
export const Empty: Story = {};
/** Two tags picked: they are pressed buttons in the brand colour. */
export const Picked: Story = { args: { picked: ['hiking', 'coffee'] } };
/** A profile's interests: the catalogue, the member's own tags and the limit of 10 under them. */
export const WithFreeTags: Story = {
  args: { picked: ['travel', 'music'], max: INTERESTS_MAX },
  render: function Render(args) {
    const texts = useDiscoveryTexts();
    return <Picker {...args} hint={texts.interestsHint} withFreeTags />;
  },
};
/** The limit met (10 in all): the tags not picked are disabled until one is let go. */
export const AtLimit: Story = {
  args: {
    picked: ['travel', 'music', 'movies', 'reading', 'cooking', 'food', 'coffee', 'wine', 'fitness', 'running'],
    max: INTERESTS_MAX,
  },
};

/** A tag is a toggle button: pressing it picks it, pressing again lets it go. */
export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('button');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-pressed', 'false');
  },
};
