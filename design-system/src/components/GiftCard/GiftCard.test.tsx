import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './GiftCard.stories';
import { GiftCard } from './GiftCard';
import { gifts } from '../../testing/fixtures';

describe('GiftCard stories', () => {
  testEveryStory(stories, {
    role: 'figure',
    checks: {
      InStore: () => expect(screen.getByRole('figure')).toHaveTextContent('Rose10 credits'),
      Received: () => expect(screen.getByRole('figure')).toHaveTextContent('From Jason'),
      LongName: () =>
        expect(screen.getByRole('img', { name: /^Limited-edition Valentine teddy bear/ })).toBeInTheDocument(),
      AllVariants: () => {
        expect(screen.getAllByRole('figure')).toHaveLength(8);
        expect(screen.getAllByRole('figure')[1]).toHaveTextContent('52000 credits');
      },
    },
  });
});

it.each([
  ['en', 'Ring'],
  ['zhcn', '戒指'],
  ['zhtw', '戒指'],
] as const)('names the gift in %s', (locale, name) => {
  render(
    <KindredProvider locale={locale}>
      <GiftCard gift={gifts[7]} />
    </KindredProvider>,
  );
  expect(screen.getByRole('img', { name })).toBeInTheDocument();
});
