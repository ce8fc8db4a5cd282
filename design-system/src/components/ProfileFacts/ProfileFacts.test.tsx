import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ProfileFacts.stories';
import { ProfileFacts, type ProfileFactsTexts } from './ProfileFacts';

describe('ProfileFacts stories', () => {
  testEveryStory(stories, {
    role: 'definition',
    checks: {
      Complete: () => {
        const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
        expect(values).toEqual([
          'Weekend hiker, weekday coffee snob.',
          'Tainan',
          'Dating',
          'Hiking, Coffee, jazz',
          '168 cm',
          'zh, en',
        ]);
      },
      Partial: () =>
        expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toEqual(['City', 'Looking for', 'Interests']),
    },
  });
});

const texts: ProfileFactsTexts = {
  heading: 'About me',
  about: 'About me',
  city: 'City',
  lookingFor: 'Looking for',
  looking: { friendship: 'Friendship', dating: 'Dating', long_term: 'Long term' },
  interests: 'Interests',
  heightCm: 'Height (cm)',
  height: (cm) => `${cm} cm`,
  languages: 'Languages',
};

it('shows nothing when no fact is given, and interests in the reader’s language', () => {
  const { container, rerender } = render(
    <KindredProvider locale="zhtw">
      <ProfileFacts
        texts={texts}
        facts={{ about: '', city: '', lookingFor: '', interests: [], heightCm: 0, languages: [] }}
      />
    </KindredProvider>,
  );
  expect(container.querySelector('dl')).toBeNull();
  rerender(
    <KindredProvider locale="zhtw">
      <ProfileFacts
        texts={texts}
        facts={{ about: '', city: '', lookingFor: '', interests: ['hiking'], heightCm: 0, languages: [] }}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('definition')).toHaveTextContent('健行');
});
