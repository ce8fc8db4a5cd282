import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './EmailChangeForm.stories';

describe('EmailChangeForm stories', () => {
  testEveryStory(stories, {
    role: 'form',
    roleFor: { DoSayWhichAddress: 'textbox', DontBareEmail: 'textbox' },
    checks: {
      Empty: () => {
        expect(screen.getByRole('region', { name: 'Email address' })).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'Email address' })).toBeInTheDocument();
        expect(screen.getByText('Your address now: alice@example.com')).toBeInTheDocument();
      },
      WithErrors: () => expect(screen.getAllByRole('alert')).toHaveLength(2),
      Busy: () => expect(screen.getByRole('button', { name: /Change my email/ })).toHaveAttribute('aria-busy', 'true'),
    },
  });
});
