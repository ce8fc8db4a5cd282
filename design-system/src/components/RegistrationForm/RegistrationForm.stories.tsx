import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegistrationForm, type RegistrationValues } from './RegistrationForm';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { Button } from '../Button';

const empty: RegistrationValues = {
  username: '',
  email: '',
  password: '',
  repeat: '',
  laid: '',
  country: '',
  sex: '1',
  birthday: new Date(1990, 0, 1),
  terms: true,
};

const meta = {
  title: 'Components/RegistrationForm',
  component: RegistrationForm,
  args: {
    texts: accountStoryTexts({}).registration,
    values: empty,
    onValueChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
    birthdayRange: { min: new Date(1950, 0, 1), max: new Date(2007, 11, 31) },
  },
  argTypes: { texts: { control: false }, termsLink: { control: false }, values: { control: false } },
  // The fields keep what is typed; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [values, setValues] = useState(args.values);
    const texts = accountStoryTexts(globals);
    return (
      <RegistrationForm
        {...args}
        texts={texts.registration}
        values={values}
        onValueChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onValueChange(field, value);
        }}
        termsLink={<a href="#terms-of-use">{texts.termsLink}</a>}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sign up: username, email, password, gender, birthday and the terms; an invitation adds its own fields. The birthday picker follows the theme.',
      },
    },
  },
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordinary sign-up as it opens: male, 1 January 1990, terms ticked. */
export const Empty: Story = {};

/** The mobile invitation: the inviting member's Lai ID as well. */
export const InvitationLaid: Story = { args: { invitation: ['laid'] } };

/** The desktop invitation: the code (read-only), the password again, the Lai ID and the country. */
export const InvitationFull: Story = {
  args: {
    invitation: ['code', 'repeat', 'laid', 'country'],
    invitationCode: 'ABC123',
    usernameMaxLength: 8,
    countries: [
      { value: 'TW', label: 'Taiwan' },
      { value: 'HK', label: 'Hong Kong' },
    ],
  },
};

/** Submitted with problems: each field says what is wrong. */
export const WithErrors: Story = {
  args: {
    values: { ...empty, username: 'a', email: 'alice@example' },
    errors: {
      username: 'Username: 2 to 20 letters or digits',
      email: 'Email format error',
      password: 'Please enter Password',
    },
  },
};

/** Terms unticked: the submit button is disabled. */
export const TermsUnticked: Story = { args: { values: { ...empty, terms: false } } };

/** Signing up: the button spins. */
export const Busy: Story = {
  args: { values: { ...empty, username: 'newbie', email: 'newbie@example.com', password: 'secret12' }, busy: true },
};

/** Choosing female and unticking the terms reach the app as values. */
export const Choosing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).registration;
    await userEvent.click(canvas.getByRole('radio', { name: texts.female }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sex', '0');
    await userEvent.click(canvas.getByRole('checkbox', { name: texts.terms }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('terms', false);
    await expect(canvas.getByRole('button', { name: texts.submit })).toBeDisabled();
  },
};

/** Do: the button stays disabled until the terms are accepted. */
export const DoDisabledUntilAccepted: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <Button disabled>{accountStoryTexts(globals).registration.submit}</Button>,
};

/** Don't: a button that answers an unticked box with an error after submitting. */
export const DontErrorAfterSubmit: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <Button>{accountStoryTexts(globals).registration.submit}</Button>,
};
