import { render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './DataList.stories';
import { DataList } from './DataList';

describe('DataList stories', () => {
  testEveryStory(stories, {
    role: 'term',
    checks: {
      Columns: () => {
        expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toContain('Username');
        expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toContain('mei_lin');
      },
    },
  });
});

it('pairs each term with its value and shows a dash for an empty one', () => {
  render(
    <KindredProvider locale="en">
      <DataList
        items={[
          { id: 'a', term: 'Email', description: 'mei@example.com' },
          { id: 'b', term: 'Signature', description: null },
        ]}
      />
    </KindredProvider>,
  );
  const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
  expect(values).toEqual(['mei@example.com', '—']);
});
