import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PasswordChangeForm.stories';

describe('PasswordChangeForm stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Empty: () => {
        expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('autocomplete', 'current-password');
        expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
        expect(screen.getByLabelText(/^Confirm new password/)).toHaveAttribute('autocomplete', 'new-password');
      },
      WithErrors: () => expect(screen.getAllByRole('alert')).toHaveLength(2),
      Busy: () => expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'),
    },
  });
});
