import { screen, within } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './SessionList.stories';

describe('SessionList stories', () => {
  testEveryStory(stories, {
    role: 'list',
    roleFor: { DoNameThePlace: 'button', DontSameNameEverywhere: 'button' },
    checks: {
      TwoPlaces: () => {
        const list = screen.getByRole('list', { name: 'Signed-in devices' });
        expect(within(list).getByText('This device')).toBeInTheDocument();
        expect(within(list).getAllByRole('button')).toHaveLength(1);
        expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeInTheDocument();
      },
      OnlyHere: () => {
        expect(screen.getByText('No other device is signed in.')).toBeInTheDocument();
        expect(screen.queryByRole('button')).toBeNull();
      },
      Busy: () => expect(screen.getByRole('button', { name: /^Sign out:/ })).toBeDisabled(),
    },
  });
});
