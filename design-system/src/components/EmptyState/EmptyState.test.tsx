import { screen } from '@testing-library/react';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './EmptyState.stories';

describe('EmptyState stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Default: () => expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument(),
      NoChats: () => {
        expect(screen.getByRole('region', { name: 'No chats yet' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Members' })).toBeInTheDocument();
      },
      NoUsersFound: () => expect(screen.getByRole('heading', { name: 'No users found' })).toBeInTheDocument(),
    },
  });
});
