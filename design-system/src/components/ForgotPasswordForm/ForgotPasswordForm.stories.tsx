import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { TextField } from '../TextField';

const meta = {
  title: 'Components/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    texts: accountStoryTexts({}).forgot,
    email: '',
    onEmailChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
  },
  argTypes: { texts: { control: false } },
  // The field keeps what is typed; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [email, setEmail] = useState(args.email);
    return (
      <ForgotPasswordForm
        {...args}
        texts={accountStoryTexts(globals).forgot}
        email={email}
        onEmailChange={(value) => (setEmail(value), args.onEmailChange(value))}
      />
    );
  },
  parameters: {
    docs: { description: { component: 'Ask for a password-reset link: the account’s email and one button.' } },
  },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens. */
export const Empty: Story = {};

/** An address the rules refuse. */
export const WithError: Story = { args: { email: 'alice@example', error: 'Email format error' } };

/** Sending: the button spins. */
export const Busy: Story = { args: { email: 'alice@example.com', busy: true } };

/** Typing and sending hand the address to the app. */
export const Sending: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).forgot;
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.email) }), 'a@b.co');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(args.onEmailChange).toHaveBeenLastCalledWith('a@b.co');
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Do: ask for the address the link goes to. */
export const DoAskForEmail: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <TextField label={accountStoryTexts(globals).forgot.email} type="email" />,
};

/** Don't: ask for the username, which the reset mail cannot use. */
export const DontAskForUsername: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <TextField label={accountStoryTexts(globals).registration.username} />,
};
