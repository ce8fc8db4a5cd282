import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PasswordField.stories';
import { PasswordField } from './PasswordField';

describe('PasswordField stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Filled: () => expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password'),
      Visible: () => expect(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('kindred2025'),
      Invalid: () => expect(screen.getByRole('alert')).toHaveTextContent('Please enter Password'),
    },
  });
});

it('toggles visibility and caps input at 18 characters', async () => {
  render(
    <KindredProvider locale="en">
      <PasswordField label="Password" />
    </KindredProvider>,
  );
  const input = screen.getByLabelText('Password');
  await userEvent.type(input, 'a'.repeat(25));
  expect(input).toHaveValue('a'.repeat(18));
  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(screen.getByRole('textbox', { name: 'Password' })).toBe(input);
  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');
});
