import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ForgotPasswordForm.stories';

describe('ForgotPasswordForm stories', () => {
  testEveryStory(stories, {
    role: 'textbox',
    checks: {
      Empty: () => expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('autocomplete', 'email'),
      WithError: () => expect(screen.getByRole('alert')).toHaveTextContent('Email format error'),
      Busy: () => expect(screen.getByRole('button', { name: /Send reset link/ })).toHaveAttribute('aria-busy', 'true'),
    },
  });
});
