import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './RelativeTime.stories';

describe('RelativeTime stories', () => {
  testEveryStory(stories, {
    role: 'time',
    checks: {
      JustNow: () => expect(screen.getByRole('time')).toHaveTextContent('just now'),
      SecondsAgo: () => expect(screen.getByRole('time')).toHaveTextContent('42 seconds ago'),
      MinutesAgo: () => expect(screen.getByRole('time')).toHaveTextContent('5 minutes ago'),
      HoursAgo: () => expect(screen.getByRole('time')).toHaveTextContent('3 hours ago'),
      ThisYear: () => expect(screen.getByRole('time')).toHaveTextContent(/^Mar 5$/),
      EarlierYear: () => {
        expect(screen.getByRole('time')).toHaveTextContent('Nov 20, 2023');
        expect(screen.getByRole('time')).toHaveAttribute('datetime', new Date(2023, 10, 20, 22, 0).toISOString());
      },
      AllRules: () => expect(screen.getAllByRole('time')).toHaveLength(6),
    },
  });
});
