import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ProfileCompleteness.stories';
import { ProfileCompleteness } from './ProfileCompleteness';

describe('ProfileCompleteness stories', () => {
  testEveryStory(stories, {
    role: 'note',
    checks: {
      Both: () => expect(screen.getByRole('note', { name: 'Complete your profile' })).toHaveTextContent('Add a photo'),
      AboutOnly: () => expect(screen.getByRole('note')).not.toHaveTextContent('Add a photo'),
      WithAction: () =>
        expect(screen.getByRole('link', { name: 'Write a few words about yourself.' })).toBeInTheDocument(),
    },
  });
});

it('shows nothing once the profile is complete', () => {
  render(
    <KindredProvider locale="en">
      <ProfileCompleteness missing={[]} texts={{ heading: 'Complete your profile', photo: 'Photo', about: 'About' }} />
    </KindredProvider>,
  );
  expect(screen.queryByRole('note')).toBeNull();
});
