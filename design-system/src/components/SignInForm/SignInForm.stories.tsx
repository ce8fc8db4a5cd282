import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SignInForm } from './SignInForm';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { TextField } from '../TextField';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/SignInForm',
  component: SignInForm,
  args: {
    texts: accountStoryTexts({}).signIn,
    account: '',
    onAccountChange: fn(),
    password: '',
    onPasswordChange: fn(),
    remember: false,
    onRememberChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
  },
  argTypes: { texts: { control: false }, forgotPassword: { control: false } },
  // The fields keep what is typed; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [account, setAccount] = useState(args.account);
    const [password, setPassword] = useState(args.password);
    const [remember, setRemember] = useState(args.remember);
    const texts = accountStoryTexts(globals);
    return (
      <SignInForm
        {...args}
        texts={texts.signIn}
        account={account}
        onAccountChange={(value) => (setAccount(value), args.onAccountChange(value))}
        password={password}
        onPasswordChange={(value) => (setPassword(value), args.onPasswordChange(value))}
        remember={remember}
        onRememberChange={(value) => (setRemember(value), args.onRememberChange(value))}
        forgotPassword={<a href="#forgot-password">{texts.forgotLink}</a>}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sign in with username or email and password, "remember me" and the forgot-password link; the same on phone and desktop.',
      },
    },
  },
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a new visitor sees it. */
export const Empty: Story = {};

/** A remembered account name; the password is never remembered (the browser may fill it). */
export const Remembered: Story = { args: { account: 'alice', remember: true } };

/** Submitted empty: each field says what is missing. */
export const WithErrors: Story = {
  args: { errors: { account: 'Please enter Username or email', password: 'Please enter Password' } },
};

/** Signing in: the button spins and cannot be pressed again. */
export const Busy: Story = { args: { account: 'alice', password: 'kindred2025', busy: true } };

/** Typing and submitting: the form hands the values to the app. */
export const Submitting: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).signIn;
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.account) }), 'alice');
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.remember }));
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(args.onAccountChange).toHaveBeenLastCalledWith('alice');
    await expect(args.onRememberChange).toHaveBeenLastCalledWith(true);
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Do: the label names what the field takes. */
export const DoNameWhatItTakes: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <TextField label={accountStoryTexts(globals).signIn.account} />,
};

/** Don't: a label that leaves the member guessing whether an email works. */
export const DontLeaveThemGuessing: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return <TextField label={text({ zhtw: '帳號', zhcn: '账号', en: 'Account' })} />;
  },
};
