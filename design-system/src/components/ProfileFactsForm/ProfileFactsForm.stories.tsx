import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileFactsForm, type ProfileFactsFormProps, type ProfileFactsValues } from './ProfileFactsForm';
import { useDiscoveryTexts } from '../../testing/fixtures/discovery';

const blank: ProfileFactsValues = {
  about: '',
  city: '',
  picked: [],
  otherInterests: '',
  lookingFor: '',
  heightCm: '',
  languages: '',
};

/** The form with its own state, so a story can be filled in. */
function Form(args: ProfileFactsFormProps) {
  const texts = useDiscoveryTexts();
  const [value, setValue] = useState(args.value);
  const filled = args.value.about ? { ...args.value, about: texts.sampleAbout, city: texts.sampleCity } : args.value;
  return (
    <div style={{ maxWidth: args.layout === 'desktop' ? 640 : 414 }}>
      <ProfileFactsForm
        {...args}
        texts={texts.form}
        value={value === args.value ? filled : value}
        onChange={(change) => {
          setValue((now) => ({ ...(now === args.value ? filled : now), ...change }));
          args.onChange(change);
        }}
        onToggleInterest={(tag) => {
          setValue((now) => {
            const from = now === args.value ? filled : now;
            const picked = from.picked.includes(tag) ? from.picked.filter((t) => t !== tag) : [...from.picked, tag];
            return { ...from, picked };
          });
          args.onToggleInterest(tag);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/ProfileFactsForm',
  component: ProfileFactsForm,
  args: {
    value: blank,
    onChange: fn(),
    onToggleInterest: fn(),
    onSave: fn(),
    texts: {} as ProfileFactsFormProps['texts'],
  },
  argTypes: {
    layout: {
      control: 'select',
      options: ['mobile', 'desktop'],
      labels: { mobile: 'mobile (one column)', desktop: 'desktop (height beside languages)' },
    },
  },
  render: Form,
  parameters: {
    docs: {
      description: {
        component:
          'What a member tells about themself: about (500 characters), city, looking for, interests (10 in all), height and languages, saved together.',
      },
    },
  },
} satisfies Meta<typeof ProfileFactsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledIn: ProfileFactsValues = {
  about: 'x',
  city: 'x',
  picked: ['hiking', 'coffee'],
  otherInterests: 'jazz',
  lookingFor: 'dating',
  heightCm: '168',
  languages: 'zh, en',
};

/** A new member's empty form (settings, mobile). */
export const Empty: Story = {};
/** Filled in, on the desktop settings card. */
export const DesktopFilled: Story = { args: { value: filledIn, layout: 'desktop' } };
/** Saving: the button spins. */
export const Saving: Story = { args: { value: filledIn, busy: true } };
/** The server refused two fields: the problems sit under them. */
export const WithErrors: Story = {
  args: { value: { ...filledIn, heightCm: '300' }, errors: { height_cm: '120–230', languages: 'en, zh' } },
};

/** Writing the about text and saving. */
export const FillAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [about] = canvas.getAllByRole('textbox');
    await userEvent.type(about!, 'Hi');
    await userEvent.click(canvasElement.querySelector('button[type="submit"]')!);
    await expect(args.onChange).toHaveBeenLastCalledWith({ about: 'Hi' });
    await expect(args.onSave).toHaveBeenCalled();
  },
};
