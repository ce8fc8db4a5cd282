import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './RegistrationForm.stories';

describe('RegistrationForm stories', () => {
  testEveryStory(stories, {
    role: 'radiogroup',
    roleFor: { DoDisabledUntilAccepted: 'button', DontErrorAfterSubmit: 'button' },
    checks: {
      Empty: () => {
        expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
        expect(screen.getByRole('checkbox', { name: /terms of use/ })).toBeChecked();
        expect(screen.queryByLabelText(/^Lai ID/)).toBeNull();
        expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'new-password');
      },
      InvitationLaid: () => {
        expect(screen.getByLabelText(/^Lai ID/)).toBeRequired();
        expect(screen.queryByLabelText(/^Repeat password/)).toBeNull();
        expect(screen.queryByRole('combobox', { name: /Country/ })).toBeNull();
      },
      InvitationFull: () => {
        expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveAttribute('readonly');
        expect(screen.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('ABC123');
        expect(screen.getByLabelText(/^Repeat password/)).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: /Country/ })).toBeInTheDocument();
        expect(screen.getByText('0/8')).toBeInTheDocument();
      },
      WithErrors: () => expect(screen.getAllByRole('alert')).toHaveLength(3),
      TermsUnticked: () => expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled(),
    },
  });
});
