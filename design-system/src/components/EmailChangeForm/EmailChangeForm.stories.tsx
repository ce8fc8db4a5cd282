import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailChangeForm } from './EmailChangeForm';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { TextField } from '../TextField';

const meta = {
  title: 'Components/EmailChangeForm',
  component: EmailChangeForm,
  args: {
    texts: accountStoryTexts({}).emailChange,
    email: '',
    onEmailChange: fn(),
    password: '',
    onPasswordChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
  },
  argTypes: { texts: { control: false } },
  // The fields keep what is typed; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [email, setEmail] = useState(args.email);
    const [password, setPassword] = useState(args.password);
    return (
      <EmailChangeForm
        {...args}
        texts={accountStoryTexts(globals).emailChange}
        email={email}
        onEmailChange={(value) => (setEmail(value), args.onEmailChange(value))}
        password={password}
        onPasswordChange={(value) => (setPassword(value), args.onPasswordChange(value))}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Change the account’s email with the password again: a section of the settings screen, a card on the desktop theme.',
      },
    },
  },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens. */
export const Empty: Story = {};

/** The address is malformed and the password is missing. */
export const WithErrors: Story = {
  args: {
    email: 'bob@example',
    errors: { email: 'Email format error', password: 'Please enter Your password' },
  },
};

/** Sending the link: the button spins. */
export const Busy: Story = { args: { email: 'bob@example.com', password: 'secret12', busy: true } };

/** Typing and sending hand the values to the app. */
export const Sending: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).emailChange;
    const form = canvas.getByRole('form', { name: texts.heading });
    await userEvent.type(within(form).getByRole('textbox', { name: new RegExp(texts.newEmail) }), 'b@c.co');
    await userEvent.click(within(form).getByRole('button', { name: texts.submit }));
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('b@c.co');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Do: the field says which address it wants. */
export const DoSayWhichAddress: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <TextField label={accountStoryTexts(globals).emailChange.newEmail} type="email" />,
};

/** Don't: a bare "Email" next to the address the member already has. */
export const DontBareEmail: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <TextField label={accountStoryTexts(globals).forgot.email} type="email" />,
};
