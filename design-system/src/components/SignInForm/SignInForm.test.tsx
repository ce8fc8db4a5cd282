import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './SignInForm.stories';
import { SignInForm } from './SignInForm';

describe('SignInForm stories', () => {
  testEveryStory(stories, {
    role: 'button',
    roleFor: { DoNameWhatItTakes: 'textbox', DontLeaveThemGuessing: 'textbox' },
    checks: {
      Remembered: () => {
        expect(screen.getByRole('textbox', { name: /Username or email/ })).toHaveValue('alice');
        expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
        expect(screen.getByLabelText(/^Password/)).toHaveValue('');
      },
      WithErrors: () => expect(screen.getAllByRole('alert')).toHaveLength(2),
      Busy: () => expect(screen.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true'),
    },
  });
});

it('fills the browser hints and submits once, without the browser checking the fields', async () => {
  const onSubmit = jest.fn((event) => event.preventDefault());
  render(
    <KindredProvider locale="en">
      <SignInForm
        texts={{ account: 'Account', password: 'Password', remember: 'Remember me', submit: 'Sign in' }}
        account=""
        onAccountChange={() => {}}
        password=""
        onPasswordChange={() => {}}
        remember={false}
        onRememberChange={() => {}}
        onSubmit={onSubmit}
        forgotPassword={<a href="/forgot">Forgot?</a>}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('textbox', { name: /Account/ })).toHaveAttribute('autocomplete', 'username');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  expect(screen.getByRole('link', { name: 'Forgot?' })).toHaveAttribute('href', '/forgot');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Sign in' }).closest('form')).toHaveAttribute('novalidate');
});
